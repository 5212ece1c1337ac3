import type { AddressFormLabels } from '../address-form';
import type { StoryCopy } from './story-copy';

export function addressFormLabels({ t }: StoryCopy): AddressFormLabels {
  return {
    contactName: t('address.contact'),
    mobile: t('address.phone'),
    region: t('address.region'),
    detail: t('address.detail'),
    isDefault: t('address.isDefault'),
    submit: t('address.save'),
    regionPlaceholder: t('address.regionPlaceholder'),
    regionLevels: [t('address.province'), t('address.city'), t('address.district')],
    close: t('address.close'),
  };
}
