import type { Decorator } from '@storybook/react-vite';
import { StoryFrame, type StoryFrameLayout } from './story-frame';

/** Storybook decorator: stories choose their frame with `parameters.frame`, padded by default. */
export const withStoryFrame: Decorator = (Story, context) => {
  const layout = (context.parameters.frame as StoryFrameLayout | undefined) ?? 'padded';
  return (
    <StoryFrame layout={layout}>
      <Story />
    </StoryFrame>
  );
};
