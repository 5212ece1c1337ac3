import { toCents } from '@mall/sdk';
import { idSchema, money, optionalText } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { approveRechargeRequest, creditShopper, decideWithdrawal } from '../../services/account.service';

/** Operator actions on withdrawals and recharges (contract §13). */
export const accountOperatorActions: OperatorActions = {
  'withdrawal/approve': operatorAction({
    method: 'POST',
    permission: 'account:withdrawal:approve',
    idempotent: true,
    description: 'Approve a pending withdrawal (0 -> 1): {"id"}',
    schema: z.object({ id: idSchema }),
    run: (server, input) => decideWithdrawal(server, input.id, 'withdrawal.approve'),
  }),
  'withdrawal/refuse': operatorAction({
    method: 'POST',
    permission: 'account:withdrawal:refuse',
    idempotent: true,
    description: 'Refuse a pending withdrawal (0 -> 2) and return the amount: {"id","reason"?}',
    schema: z.object({ id: idSchema, reason: optionalText(200) }),
    run: (server, input) => decideWithdrawal(server, input.id, 'withdrawal.refuse', input.reason),
  }),
  'recharge/approve': operatorAction({
    method: 'POST',
    permission: 'account:recharge:approve',
    idempotent: true,
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
