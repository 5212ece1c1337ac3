import { toCents } from '@mall/sdk';
import { dateTimeSchema, integer, money, positiveMoneySchema, text } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { addCoupon } from '../../services/coupon.service';

/** `coupon/add` (contract §13): a 'full X reduce Y' offer with its window. */
const couponAddSchema = z
  .object({
    title: text({ max: 100 }),
    description: z.string().max(500, { error: 'validation.max' }).optional(),
    type: z.literal(0, { error: 'validation.oneOf' }).default(0),
    amount: positiveMoneySchema,
    condition: z.object({ fullAmount: money() }),
    num: integer({ min: 0 }),
    startTime: dateTimeSchema,
    endTime: dateTimeSchema,
    status: z.literal([0, 1], { error: 'validation.oneOf' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (new Date(value.endTime).getTime() <= new Date(value.startTime).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'validation.invalid' });
    }
    if (value.condition.fullAmount < 0) {
      ctx.addIssue({ code: 'custom', path: ['condition', 'fullAmount'], message: 'validation.min' });
    }
  });

/** Operator actions of coupons. */
export const couponOperatorActions: OperatorActions = {
  'coupon/add': operatorAction({
    method: 'POST',
    permission: 'coupon:coupon:add',
    idempotent: true,
    description:
      'Put a coupon on offer: {"title","amount","condition":{"fullAmount"},"num","startTime","endTime","description"?,"status"?}',
    schema: couponAddSchema,
    run: async (server, input) => ({
      id: await addCoupon(server, {
        title: input.title,
        description: input.description,
        amount: toCents(input.amount),
        fullAmount: toCents(input.condition.fullAmount),
        num: input.num,
        startTime: new Date(input.startTime),
        endTime: new Date(input.endTime),
        status: input.status,
      }),
    }),
  }),
};
