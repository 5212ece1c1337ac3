export type { AddressItemProps } from './address-item';
export { AddressItem } from './address-item';
