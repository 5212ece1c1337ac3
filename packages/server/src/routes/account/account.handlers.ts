import { toCents } from '@mall/sdk';
import { AppError } from '../../http/app-error';
import type { CallHandlers } from '../../http/call-handler';
import {
  ledgerInfo,
  ledgerList,
  ledgerPage,
  requestRecharge,
  withdraw,
} from '../../services/account.service';

const appendOnly = () => {
  throw new AppError('error.appendOnlyLedger');
};

/** The shopper's balance ledger, recharge requests and withdrawals (contract §10). */
export const accountHandlers: CallHandlers = {
  'app/account/transaction/record/page': ({ input, user, server }) => ledgerPage(server, user.id, input),
  'app/account/transaction/record/list': ({ input, user, server }) =>
    ledgerList(server, user.id, input?.type),
  'app/account/transaction/record/info': ({ input, user, server }) => ledgerInfo(server, user.id, input.id),
  'app/account/transaction/record/append': ({ input, user, server }) =>
    requestRecharge(server, user.id, toCents(input.amount)),
  'app/account/transaction/record/withdraw': ({ input, user, server }) =>
    withdraw(server, user.id, toCents(input.amount), input.bankCardId),
  'app/account/transaction/record/add': appendOnly,
  'app/account/transaction/record/update': appendOnly,
  'app/account/transaction/record/delete': appendOnly,
};
