// The words' shapes and how they are filled are the shop's, shared with the kit's stories
// (`@mall/wording`).
export type { MessageKey, MessageParams, Messages, Nested } from '@mall/wording';
export { flattenMessages, interpolate, translate } from '@mall/wording';
