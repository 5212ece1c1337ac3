import { BankCardItem, Button, Icon, SkeletonScreen, StateView } from '@mall/react-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../router/hash-router';
import { FixedBar } from '../../shared/fixed-bar';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { bankCardItemProps } from './bank-card-item-props';
import { bankCardMutations, bankCardQueries, refreshBankCards } from './bank-card-queries';
import { useDeleteBankCard } from './use-delete-bank-card';
import './bank-card.css';
import { pathOf } from '../../router/routes';

const editPath = (id?: number) => pathOf('bankEdit', { id });

/**
 * The shopper's bank cards, the default first, each number masked but the last four digits:
 * set as default, edit, delete (after a confirmation), add; pull-to-refresh.
 */
export default function BankListPage() {
  const { t, errorMessage } = useI18n();
  const navigate = useNavigate();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const cards = useQuery(bankCardQueries.list());
  const refresh = () => refreshBankCards(queryClient);
  const { ask: askDelete, dialog: deleteDialog } = useDeleteBankCard();
  const makeDefault = useMutation({
    ...bankCardMutations.setDefault(),
    onSuccess: async () => {
      showToast(t('message.saved'), 'success');
      await refresh();
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });

  const rows = cards.data ?? [];
  let body: React.ReactNode;
  if (cards.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={2} />;
  } else if (cards.isLoadingError) {
    body = <QueryErrorView query={cards} />;
  } else if (rows.length === 0) {
    body = (
      <StateView
        status="empty"
        title={t('bank.empty')}
        actionLabel={t('bank.add')}
        onAction={() => navigate(editPath())}
      />
    );
  } else {
    body = (
      <ul className="app-bank-list" aria-label={t('title.bankList')}>
        {rows.map((card) => {
          const describedBy = `app-bank-card-${card.id}`;
          return (
            <li key={card.id} className="app-bank-list__card">
              <BankCardItem {...bankCardItemProps(card, t)} />
              <span id={describedBy} className="mall-visually-hidden">
                {card.bankName} {card.cardNo.replace(/\D/g, '').slice(-4)}
              </span>
              <div className="app-bank-list__actions">
                {card.isDefault ? (
                  <span className="app-bank-list__default">
                    <Icon name="check" size={16} />
                    {t('bank.defaultCard')}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="mall-plain-button app-bank-list__action"
                    disabled={makeDefault.isPending}
                    aria-describedby={describedBy}
                    onClick={() => makeDefault.mutate(card.id)}
                  >
                    {t('bank.setDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="mall-plain-button app-bank-list__action"
                  aria-describedby={describedBy}
                  onClick={() => navigate(editPath(card.id))}
                >
                  {t('bank.edit')}
                </button>
                <button
                  type="button"
                  className="mall-plain-button app-bank-list__action"
                  aria-describedby={describedBy}
                  onClick={() => askDelete(card.id)}
                >
                  {t('bank.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Page className="app-bank-page" onRefresh={refresh}>
      {body}
      {rows.length > 0 ? (
        <FixedBar>
          <Button variant="primary" size="large" block onClick={() => navigate(editPath())}>
            {t('bank.add')}
          </Button>
        </FixedBar>
      ) : null}
      {deleteDialog}
    </Page>
  );
}
