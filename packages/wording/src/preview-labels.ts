import type { MessageKey } from './message-key';

/**
 * The words of the kit's image preview (`ImagePreviewLabels`: its dialog, zoom and paging
 * buttons), label name to message key: the app's preview and uploaders and the kit's stories
 * label it from this one mapping.
 */
export const PREVIEW_LABEL_KEYS = {
  preview: 'preview.photos',
  close: 'preview.close',
  zoomIn: 'preview.zoomIn',
  zoomOut: 'preview.zoomOut',
  previous: 'preview.previous',
  next: 'preview.next',
} as const satisfies Record<string, MessageKey>;

/** Labels in a locale's words: each label's key translated by `t`. */
export function translateLabels<Label extends string>(
  keys: Readonly<Record<Label, MessageKey>>,
  t: (key: MessageKey) => string,
): Record<Label, string> {
  return Object.fromEntries(
    Object.entries<MessageKey>(keys).map(([label, key]) => [label, t(key)]),
  ) as Record<Label, string>;
}
