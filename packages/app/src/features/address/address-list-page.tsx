import { AddressItem, Button, Icon, SkeletonScreen, StateView } from '@mall/react-ui';
import type { Address } from '@mall/sdk/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate, useSearchParams } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { useBack } from '../../shell/use-back';
import { addressItemProps } from './address-item-props';
import {
  addressMutations,
  addressQueries,
  chooseCheckoutAddress,
  refreshAddresses,
  SELECT_PARAM,
} from './address-queries';
import { regionOf } from './region-of';
import { useDeleteAddress } from './use-delete-address';
import './address.css';
import { pathOf } from '../../router/routes';

/** The edit page of an address, or the add page; `select` carries the checkout flag along. */
function editPath(id: number | null, select: boolean): string {
  return pathOf('addressEdit', { id: id ?? undefined, [SELECT_PARAM]: select ? 1 : undefined });
}

/**
 * The shopper's delivery addresses, the default first: edit, delete (after a confirmation), set as
 * default, add; pull-to-refresh. Opened from checkout (`?select=1`), tapping an address chooses it
 * for the order and goes back.
 */
export default function AddressListPage() {
  const { t, errorMessage } = useI18n();
  const navigate = useNavigate();
  const back = useBack();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const selecting = params.get(SELECT_PARAM) === '1';
  const addresses = useQuery(addressQueries.list());

  const refresh = () => refreshAddresses(queryClient);
  const { ask: askDelete, dialog: deleteDialog } = useDeleteAddress();
  const makeDefault = useMutation({
    ...addressMutations.setDefault(),
    onSuccess: async () => {
      showToast(t('message.saved'), 'success');
      await refresh();
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });

  const choose = (address: Address) => {
    chooseCheckoutAddress(address.id);
    back();
  };

  const rows = addresses.data ?? [];
  let body: React.ReactNode;
  if (addresses.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  } else if (addresses.isLoadingError) {
    body = <QueryErrorView query={addresses} />;
  } else if (rows.length === 0) {
    body = (
      <StateView
        status="empty"
        title={t('address.empty')}
        actionLabel={t('address.add')}
        onAction={() => navigate(editPath(null, selecting))}
      />
    );
  } else {
    body = (
      <>
        {selecting ? <p className="app-address-list__hint">{t('address.chooseHint')}</p> : null}
        <ul className="app-address-list" aria-label={t('title.addressList')}>
          {rows.map((address) => (
            <li key={address.id} className="app-address-list__card">
              <AddressItem
                {...addressItemProps(address)}
                defaultLabel={t('address.default')}
                onSelect={selecting ? () => choose(address) : undefined}
                onEdit={() => navigate(editPath(address.id, selecting))}
                editLabel={t('address.edit')}
              />
              <div className="app-address-list__actions">
                {address.isDefault ? (
                  <span className="app-address-list__default">
                    <Icon name="check" size={16} />
                    {t('address.defaultAddress')}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="mall-plain-button app-address-list__action"
                    disabled={makeDefault.isPending}
                    aria-describedby={`app-address-${address.id}`}
                    onClick={() => makeDefault.mutate(address.id)}
                  >
                    {t('address.setDefault')}
                  </button>
                )}
                <span id={`app-address-${address.id}`} className="mall-visually-hidden">
                  {address.contact} {regionOf(address)} {address.address}
                </span>
                <button
                  type="button"
                  className="mall-plain-button app-address-list__action"
                  aria-describedby={`app-address-${address.id}`}
                  onClick={() => askDelete(address.id)}
                >
                  {t('address.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Page className="app-address-page app-address-list-page" onRefresh={refresh}>
      {body}
      {rows.length > 0 ? (
        <div className="app-address__bar">
          <Button variant="primary" size="large" block onClick={() => navigate(editPath(null, selecting))}>
            {t('address.add')}
          </Button>
        </div>
      ) : null}
      {deleteDialog}
    </Page>
  );
}
