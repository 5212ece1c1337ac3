import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatListLabels } from '../story-support/chat-labels';
import { storyCopy } from '../story-support/story-copy';
import { expectNoAxeViolations } from '../test-support/axe';
import { ChatBubbleList, type ChatMessage } from './chat-bubble-list';
import * as stories from './chat-bubble-list.stories';

const { Conversation, Failed, Sending } = composeStories(stories);

describe('ChatBubbleList', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a named log that says who wrote each message, mine on the right', () => {
    render(<Conversation />);
    const log = screen.getByRole('log', { name: 'Conversation with customer service' });
    expect(log.textContent).toContain('You: Hello!');
    expect(log.textContent).toContain('Customer service: Hi, thanks');
    const mine = log.querySelector('[data-side="mine"]') as HTMLElement;
    expect(getComputedStyle(mine).flexDirection).toBe('row-reverse');
    fireEvent.click(screen.getByRole('button', { name: /Wireless/ }));
    expect(Conversation.args.onImageClick).toHaveBeenCalledWith('3');
  });

  it('marks sending messages and retries failed ones', () => {
    const sending = render(<Sending />);
    expect(screen.getByRole('img', { name: 'Sending' })).toBeTruthy();
    sending.unmount();
    render(<Failed />);
    fireEvent.click(screen.getByRole('button', { name: 'Not sent, Retry' }));
    expect(Failed.args.onRetry).toHaveBeenCalledWith('4');
  });

  it('keeps to the newest message as messages arrive', () => {
    const labels = chatListLabels(storyCopy.en);
    const many: ChatMessage[] = Array.from({ length: 30 }, (_, index) => ({
      id: String(index),
      side: index % 2 ? 'mine' : 'theirs',
      text: `Message ${index}`,
    }));
    const { rerender } = render(
      <div style={{ height: 300 }}>
        <ChatBubbleList messages={many.slice(0, 20)} labels={labels} />
      </div>,
    );
    const log = screen.getByRole('log');
    rerender(
      <div style={{ height: 300 }}>
        <ChatBubbleList messages={many} labels={labels} />
      </div>,
    );
    expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
  });
});
