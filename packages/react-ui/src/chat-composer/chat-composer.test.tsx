import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './chat-composer.stories';

const { Empty, Typed } = composeStories(stories);

function field() {
  return screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
}

describe('ChatComposer', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('sends trimmed text on Enter and empties the field; Shift+Enter adds a line', async () => {
    render(<Empty />);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.type(field(), '  hello');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await userEvent.type(field(), 'there ');
    expect(field().value).toBe('  hello\nthere ');
    await userEvent.keyboard('{Enter}');
    expect(Empty.args.onSend).toHaveBeenCalledWith('hello\nthere');
    expect(field().value).toBe('');
  });

  it('sends with the button and ignores blank text', async () => {
    render(<Typed />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(Typed.args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.type(field(), '   ');
    await userEvent.keyboard('{Enter}');
    expect(Typed.args.onSend).toHaveBeenCalledTimes(1);
  });

  it('passes picked pictures on', () => {
    render(<Empty />);
    const input = screen.getByLabelText('Send a picture') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'photo.png', { type: 'image/png' }));
    input.files = transfer.files;
    fireEvent.change(input);
    expect(Empty.args.onPickImages).toHaveBeenCalledWith([expect.any(File)]);
  });
});
