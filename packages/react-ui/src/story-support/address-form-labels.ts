import type { AddressFormLabels } from '../address-form';
import type { StoryCopy } from './story-copy';

export function addressFormLabels(copy: StoryCopy): AddressFormLabels {
  return {
    contactName: copy.contactPerson,
    mobile: copy.mobileNumber,
    region: copy.region,
    detail: copy.detailedAddress,
    isDefault: copy.setDefault,
    submit: copy.save,
    regionPlaceholder: copy.selectPlaceholder,
    regionLevels: [copy.province, copy.city, copy.district],
    close: copy.close,
  };
}
