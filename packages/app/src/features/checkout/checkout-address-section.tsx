import { AddressItem, Button, Icon } from '@mall/react-ui';
import { useI18n } from '../../i18n/i18n-context';
import { Link, useNavigate } from '../../router/hash-router';
import { pathOf } from '../../router/routes';
import { addressItemProps } from '../address/address-item-props';
import { regionOf } from '../address/region-of';
import { CheckoutCard } from './checkout-card';
import { type CheckoutSectionProps, fieldErrorOf } from './checkout-section-props';

/** The delivery address: choose one of the shopper's (the default first), manage them, or add the first. */
export function CheckoutAddressSection({ context, send, ordered, busy }: CheckoutSectionProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const addressError = fieldErrorOf(context, 'addressId');
  return (
    <CheckoutCard id="app-submit-address" title={t('submit.address')}>
      {context.addresses.length === 0 ? (
        <>
          <p className="app-submit__empty" role={addressError ? 'alert' : undefined}>
            <Icon name="location" size={20} />
            {t('submit.noAddress')}
          </p>
          {ordered ? null : (
            <Button
              variant="outline"
              className="app-submit__address-add"
              disabled={busy}
              onClick={() => navigate(pathOf('addressEdit', { select: 1 }))}
            >
              {t('submit.addAddress')}
            </Button>
          )}
        </>
      ) : (
        <fieldset className="app-submit__choices" disabled={ordered || busy}>
          <legend className="mall-visually-hidden">{t('submit.chooseAddress')}</legend>
          {context.addresses.map((address) => (
            <label key={address.id} className="app-submit__choice">
              <input
                type="radio"
                name="address"
                value={address.id}
                aria-label={`${address.contact} ${address.phone}, ${regionOf(address)} ${address.address}`}
                checked={context.addressId === address.id}
                onChange={() => send({ type: 'checkout.address.select', addressId: address.id })}
              />
              <AddressItem
                {...addressItemProps(address)}
                defaultLabel={t('submit.defaultAddress')}
                className="app-submit__address"
              />
            </label>
          ))}
        </fieldset>
      )}
      {addressError && context.addresses.length > 0 ? (
        <p className="app-submit__field-error" role="alert">
          {t(addressError.key, addressError.params)}
        </p>
      ) : null}
      {context.addresses.length > 0 && !ordered ? (
        <Link to={pathOf('addressList', { select: 1 })} className="app-submit__address-manage">
          {t('submit.manageAddress')}
          <Icon name="forward" size={16} />
        </Link>
      ) : null}
    </CheckoutCard>
  );
}
