import { type ChangeEvent, type FormEvent, type KeyboardEvent, type Ref, useId } from 'react';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

/** The composer's wording, translated by the app. */
export interface ChatComposerLabels {
  /** Accessible name of the text field, e.g. "Message". */
  input: string;
  /** Shown in the empty input. */
  placeholder?: string;
  /** Label of the send button. */
  send: string;
  /** Name of the picture button; without it there is no picture button. */
  image?: string;
}

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /** The text, when controlled. */
  value?: string;
  /** Text the input starts with, when uncontrolled. */
  defaultValue?: string;
  /** Called with the text after every change. */
  onChange?: (value: string) => void;
  /** Called with the trimmed text; the field then empties. */
  onSend: (text: string) => void;
  /** Shows the picture button and is called with the files picked. */
  onPickImages?: (files: File[]) => void;
  /** The composer's wording. */
  labels: ChatComposerLabels;
  /** Turns input and buttons off, e.g. while the chat is closed. */
  disabled?: boolean;
  /** The longest message, in characters. */
  maxLength?: number;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** Message field with send and picture buttons: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  value,
  defaultValue = '',
  onChange,
  onSend,
  onPickImages,
  labels,
  disabled = false,
  maxLength,
  className,
  ref,
}: ChatComposerProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  const fileId = useId();
  const trimmed = text.trim();

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || disabled) {
      return;
    }
    onSend(trimmed);
    setText('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while composing (IME for Chinese input) picks characters; it must not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      send(event);
    }
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) {
      onPickImages?.(files);
    }
  }

  return (
    <form
      className={classNames('mall-chat-composer', className)}
      data-state={trimmed ? 'ready' : 'empty'}
      onSubmit={send}
    >
      {labels.image && onPickImages && (
        <label
          className="mall-icon-button mall-chat-composer__image"
          data-disabled={disabled ? '' : undefined}
        >
          <input
            id={fileId}
            className="mall-visually-hidden"
            type="file"
            accept="image/*"
            multiple
            disabled={disabled}
            aria-label={labels.image}
            onChange={handleFiles}
          />
          <Icon name="image" />
        </label>
      )}
      <textarea
        ref={ref}
        className="mall-chat-composer__input"
        aria-label={labels.input}
        placeholder={labels.placeholder}
        rows={1}
        value={text}
        maxLength={maxLength}
        disabled={disabled}
        enterKeyHint="send"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <button
        type="submit"
        className="mall-fill-button mall-chat-composer__send"
        disabled={disabled || !trimmed}
      >
        {labels.send}
      </button>
    </form>
  );
}
