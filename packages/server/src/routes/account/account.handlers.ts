import { toCents } from '@mall/sdk';
import { idSchema, money, optionalText } from '@mall/sdk/schemas';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { CallHandlers } from '../../http/call-handler';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import {
  approveRechargeRequest,
  creditShopper,
  decideWithdrawal,
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

/** Operator actions on withdrawals and recharges (contract §13). */
export const accountOperatorActions: OperatorActions = {
  'withdrawal/approve': operatorAction({
    method: 'POST',
    description: 'Approve a pending withdrawal (0 -> 1): {"id"}',
    schema: z.object({ id: idSchema }),
    run: (server, input) => decideWithdrawal(server, input.id, 'withdrawal.approve'),
  }),
  'withdrawal/refuse': operatorAction({
    method: 'POST',
    description: 'Refuse a pending withdrawal (0 -> 2) and return the amount: {"id","reason"?}',
    schema: z.object({ id: idSchema, reason: optionalText(200) }),
    run: (server, input) => decideWithdrawal(server, input.id, 'withdrawal.refuse', input.reason),
  }),
  'recharge/approve': operatorAction({
    method: 'POST',
    description: 'Approve a recharge request {"id"}, or credit a shopper directly {"userId","amount"}',
    schema: z.union([
      z.object({ id: idSchema }),
      z.object({ userId: idSchema, amount: money({ positive: true }) }),
    ]),
    run: (server, input) =>
      'id' in input
        ? approveRechargeRequest(server, input.id)
        : creditShopper(server, input.userId, toCents(input.amount)),
  }),
};
