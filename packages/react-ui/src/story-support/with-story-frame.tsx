import type { Decorator } from '@storybook/react-vite';
import { StoryFrame, type StoryFrameLayout } from './story-frame';
import { storyLocaleOf } from './story-locale';

/**
 * Storybook decorator: stories choose their frame with `parameters.frame`, padded by default; the
 * frame carries the chosen locale as its `lang`.
 */
export const withStoryFrame: Decorator = (Story, context) => {
  const layout = (context.parameters.frame as StoryFrameLayout | undefined) ?? 'padded';
  return (
    <StoryFrame layout={layout} lang={storyLocaleOf(context.globals)}>
      <Story />
    </StoryFrame>
  );
};
