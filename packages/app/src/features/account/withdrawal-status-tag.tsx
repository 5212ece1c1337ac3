import { WITHDRAWAL_STATUS, type WithdrawalStatus } from '@mall/sdk/lifecycle';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages';

/** The locale key of each status a withdrawal or recharge request can be in. */
const STATUS_KEYS: Record<WithdrawalStatus, MessageKey> = {
  [WITHDRAWAL_STATUS.pendingApproval]: 'withdrawal.status.pendingApproval',
  [WITHDRAWAL_STATUS.agreed]: 'withdrawal.status.agreed',
  [WITHDRAWAL_STATUS.refused]: 'withdrawal.status.refused',
};

const STATUS_TONES: Record<WithdrawalStatus, string> = {
  [WITHDRAWAL_STATUS.pendingApproval]: 'pending',
  [WITHDRAWAL_STATUS.agreed]: 'agreed',
  [WITHDRAWAL_STATUS.refused]: 'refused',
};

/** Pending approval, agreed or refused: the operator's decision on a withdrawal or recharge request. */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const t = useT();
  return (
    <span className="app-account-status" data-status={STATUS_TONES[status]}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}
