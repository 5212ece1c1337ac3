import { toCents } from '@mall/sdk';
import { idSchema, money, optionalText } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { approveRechargeRequest, creditShopper, decideWithdrawal } from '../../services/account.service';
import {
  RECHARGE_QUEUE_STATUS,
  rechargeQueue,
  WITHDRAWAL_QUEUE_STATUS,
  withdrawalQueue,
} from '../../services/account-queue.service';
import { queuePageShape, queueStatus, queueUserId } from '../queue-query';

/** Operator actions on withdrawals and recharges (contract §13), and their queues. */
export const accountOperatorActions: OperatorActions = {
  'withdrawal/list': operatorAction({
    method: 'GET',
    permission: 'account:withdrawal:list',
    description:
      'Withdrawals in a status (default 0, pending), oldest first, with the card to pay to: {"status"?,"userId"?,"page"?,"size"?}',
    schema: z.object({
      ...queuePageShape,
      status: queueStatus(2, WITHDRAWAL_QUEUE_STATUS),
      userId: queueUserId,
    }),
    run: (server, input) => withdrawalQueue(server, input),
  }),
  'recharge/list': operatorAction({
    method: 'GET',
    permission: 'account:recharge:list',
    description:
      'Recharge requests in a status (default 0, pending; 1 approved), oldest first: {"status"?,"userId"?,"page"?,"size"?}',
    schema: z.object({
      ...queuePageShape,
      status: queueStatus(1, RECHARGE_QUEUE_STATUS),
      userId: queueUserId,
    }),
    run: (server, input) => rechargeQueue(server, input),
  }),
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
    // A request's approval moves it out of pending, so a retry finds it done; a direct credit
    // has no such request, and a retry without the key would credit again.
    keyRequired: (input) => !('id' in input),
    run: (server, input) =>
      'id' in input
        ? approveRechargeRequest(server, input.id)
        : creditShopper(server, input.userId, toCents(input.amount)),
  }),
};
