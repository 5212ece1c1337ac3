export type { IconName, IconProps } from './icon';
export { Icon, iconNames } from './icon';
