import type { AddressItemProps } from '@mall/react-ui';
import { regionOf } from './region-of';

/** What the kit's `AddressItem` shows of an address: contact, mobile, region, detail and the default mark. */
export function addressItemProps(address: {
  contact: string;
  phone: string;
  province?: string | null;
  city?: string | null;
  district?: string | null;
  address: string;
  isDefault?: boolean;
}): Pick<AddressItemProps, 'contactName' | 'mobile' | 'region' | 'detail' | 'isDefault'> {
  return {
    contactName: address.contact,
    mobile: address.phone,
    region: regionOf(address),
    detail: address.address,
    isDefault: address.isDefault,
  };
}
