export type { BalanceCardProps } from './balance-card';
export { BalanceCard } from './balance-card';
