import type { BankCardItemProps } from '@mall/react-ui';
import type { BankCard } from '@mall/sdk/schemas';
import type { I18n } from '../../i18n/i18n-context';

/** The kit's `BankCardItem` props of a card: its face, masked to the last four, and the default tag. */
export function bankCardItemProps(card: BankCard, t: I18n['t']): BankCardItemProps {
  return {
    bankName: card.bankName,
    holderName: card.holderName,
    cardNumber: card.cardNo,
    cardNumberLabel: t('bank.cardNumber'),
    isDefault: card.isDefault,
    defaultLabel: t('bank.default'),
  };
}
