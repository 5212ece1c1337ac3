import type { CallHandlers } from '../../http/call-handler';
import { bankCards } from '../../services/bank-card.service';
import { addBookRow, deleteBookRows, updateBookRow } from '../../services/user-book.service';

/** The shopper's bank cards `app/user/bankcard` (contract §10); numbers answered masked. */
export const bankCardHandlers: CallHandlers = {
  'app/user/bankcard/page': ({ input, user, server }) => bankCards.page(server, user.id, input),
  'app/user/bankcard/list': ({ user, server }) => bankCards.list(server, user.id),
  'app/user/bankcard/info': ({ input, user, server }) => bankCards.info(server, user.id, input.id),
  'app/user/bankcard/default': ({ user, server }) => bankCards.defaultRow(server, user.id),
  'app/user/bankcard/add': async ({ input, user, server }) => ({
    id: await addBookRow(
      server,
      'bank_card',
      user.id,
      { bank_name: input.bankName, holder_name: input.holderName, card_no: input.cardNo },
      input.isDefault,
    ),
  }),
  'app/user/bankcard/update': async ({ input, user, server }) => {
    await updateBookRow(
      server,
      'bank_card',
      user.id,
      input.id,
      {
        ...(input.bankName === undefined ? {} : { bank_name: input.bankName }),
        ...(input.holderName === undefined ? {} : { holder_name: input.holderName }),
        ...(input.cardNo === undefined ? {} : { card_no: input.cardNo }),
      },
      input.isDefault,
    );
  },
  'app/user/bankcard/delete': async ({ input, user, server }) => {
    await deleteBookRows(server, 'bank_card', user.id, input.ids);
  },
};
