export type { PriceProps, PriceSize, PriceState } from './price';
export { formatMinorUnits, Price } from './price';
