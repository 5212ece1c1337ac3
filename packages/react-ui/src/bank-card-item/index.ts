export type { BankCardItemProps, BankCardTone } from './bank-card-item';
export { BankCardItem, lastFourDigits } from './bank-card-item';
