import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import type { ServerContext } from '../../server-context';
import { captchaAnswer } from '../../services/captcha.service';
import { lastSmsCode } from '../../services/sms.service';
import { createShopperWithBalance } from '../../services/user.service';

/**
 * Reading codes back is for development and tests only: these actions exist only with the
 * development SMS sender, and answer 404 "not available" to whoever asks (the service account too)
 * in production and with any other sender, so no credential can read a shopper's code. Their
 * permissions are in no role.
 */
function assertDevelopmentSender(server: ServerContext): void {
  if (server.env.NODE_ENV === 'production') {
    throw new AppError('operator.notAvailable', { httpStatus: 404 });
  }
  if (server.sms.name !== 'dev') {
    throw new AppError('operator.devSmsSenderOnly', { httpStatus: 404 });
  }
}

/** Operator actions for shoppers and the development senders (contract §13). */
export const authOperatorActions: OperatorActions = {
  'user/add': operatorAction({
    method: 'POST',
    permission: 'user:user:add',
    description: 'Create a shopper: {"username","password","phone"?,"countryCode"?,"balance"?}',
    schema: z.object({
      username: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{2,19}$/, 'validation.username'),
      password: z.string().min(6, 'validation.password').max(64, 'validation.password'),
      phone: z
        .string()
        .regex(/^\d{6,15}$/, 'validation.mobile')
        .optional(),
      countryCode: z
        .string()
        .regex(/^\+\d{1,4}$/, 'validation.countryCode')
        .optional(),
      balance: z.number().nonnegative().optional(),
    }),
    run: async (server, input) => ({ id: await createShopperWithBalance(server, input, input.balance) }),
  }),
  'sms/last': operatorAction({
    method: 'GET',
    permission: 'user:sms:read',
    description: 'The last code the development SMS sender sent to a phone: {"phone"}',
    schema: z.object({ phone: z.string().min(1, 'validation.required') }),
    run: async (server, input) => {
      assertDevelopmentSender(server);
      return { code: lastSmsCode(server, input.phone) };
    },
  }),
  'captcha/answer': operatorAction({
    method: 'GET',
    permission: 'user:captcha:read',
    description: 'The answer of a captcha (development SMS sender only): {"captchaId"}',
    schema: z.object({ captchaId: z.string().min(1, 'validation.required') }),
    run: async (server, input) => {
      assertDevelopmentSender(server);
      return { answer: await captchaAnswer(server, input.captchaId) };
    },
  }),
};
