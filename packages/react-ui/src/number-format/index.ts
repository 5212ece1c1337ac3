// The kit's number formats, public for an app's own text: the digits, grouping and separators of
// the product's five locales without loading the browser's number data (README, "Theme").
export type { LocalNumberOptions } from '../internal/number-locale';
export { formatLocalNumber, localNumberParts, scaledNumberParts } from '../internal/number-locale';
