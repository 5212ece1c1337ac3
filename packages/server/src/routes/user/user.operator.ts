import { integer, LEDGER_TYPES } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { shopperLedger, shopperOrders, shopperProfile } from '../../services/user-profile.service';
import { queuePageShape, queueRequiredUserId } from '../queue-query';

/** What an operator reads of one shopper: profile, orders and ledger. */
export const userOperatorActions: OperatorActions = {
  'user/info': operatorAction({
    method: 'GET',
    permission: 'user:user:info',
    description: 'A shopper\'s profile (full phone, balance, status) and counts: {"userId"}',
    schema: z.object({ userId: queueRequiredUserId }),
    run: (server, input) => shopperProfile(server, input.userId),
  }),
  'user/orders': operatorAction({
    method: 'GET',
    permission: 'user:user:info',
    description: 'A shopper\'s orders, newest first, with their lines: {"userId","status"?,"page"?,"size"?}',
    schema: z.object({
      ...queuePageShape,
      userId: queueRequiredUserId,
      status: z.optional(integer({ min: 0, max: 9, key: 'validation.oneOf', rangeKey: 'validation.oneOf' })),
    }),
    run: (server, input) => shopperOrders(server, input),
  }),
  'user/ledger': operatorAction({
    method: 'GET',
    permission: 'account:ledger:list',
    description: 'A shopper\'s ledger, newest first: {"userId","type"?,"page"?,"size"?}',
    schema: z.object({
      ...queuePageShape,
      userId: queueRequiredUserId,
      type: z.optional(z.enum(LEDGER_TYPES, { error: 'validation.oneOf' })),
    }),
    run: (server, input) => shopperLedger(server, input),
  }),
};
