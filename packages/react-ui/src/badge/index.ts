export type { BadgeProps, BadgeState } from './badge';
export { Badge } from './badge';
