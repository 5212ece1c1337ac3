import { z } from 'zod';
import { dummyVerify, verifyPassword } from '../../auth/password';
import { AppError } from '../../http/app-error';
import type { CallHandlers } from '../../http/call-handler';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { captchaAnswer, createCaptcha, useCaptcha } from '../../services/captcha.service';
import {
  assertWithinLimit,
  CAPTCHA_LIMIT,
  clientAddress,
  consume,
  FAILED_LOGIN_LIMIT,
  recordEvent,
  SMS_ADDRESS_LIMIT,
  SMS_LIMIT,
} from '../../services/rate-limit.service';
import { lastSmsCode, sendSmsCode, useSmsCode } from '../../services/sms.service';
import { issueTokens, refreshTokens } from '../../services/token.service';
import { createShopper, createShopperWithBalance } from '../../services/user.service';

const notEnabled = () => {
  throw new AppError('error.loginMethodNotEnabled');
};

/** Login, registration, captcha, SMS and refresh (contract §4). */
export const authHandlers: CallHandlers = {
  'app/user/login/password': async ({ input, server, request }) => {
    const account = input.phone.trim();
    const keys = [`login:account:${account.toLowerCase()}`, `login:address:${clientAddress(request)}`];
    await assertWithinLimit(server, keys, FAILED_LOGIN_LIMIT);
    const candidates = await server.db
      .selectFrom('app_user')
      .select(['id', 'password_hash', 'status'])
      .where((eb) => eb.or([eb('username', '=', account), eb('phone', '=', account)]))
      .limit(5)
      .execute();
    let matched: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(input.password, candidate.password_hash)) {
        matched = candidate;
        break;
      }
    }
    if (candidates.length === 0) {
      await dummyVerify(input.password, server.env.PASSWORD_HASH_COST);
    }
    if (!matched) {
      await recordEvent(server, keys);
      throw new AppError('auth.loginFailed');
    }
    if (matched.status !== 1) {
      throw new AppError('auth.accountDisabled');
    }
    return issueTokens(server, matched.id);
  },

  'app/user/login/register': async ({ input, server }) => {
    await useCaptcha(server, input.captchaId, input.captchaCode);
    if (input.phone && input.countryCode && input.smsCode) {
      await useSmsCode(server, input.countryCode, input.phone, input.smsCode);
    }
    const userId = await createShopper(server, {
      username: input.username,
      phone: input.phone,
      countryCode: input.countryCode,
      password: input.password,
    });
    return issueTokens(server, userId);
  },

  'app/user/login/phone': async ({ input, server }) => {
    await useSmsCode(server, input.countryCode, input.phone, input.smsCode);
    const existing = await server.db
      .selectFrom('app_user')
      .select(['id', 'status'])
      .where('country_code', '=', input.countryCode)
      .where('phone', '=', input.phone)
      .executeTakeFirst();
    if (existing && existing.status !== 1) {
      throw new AppError('auth.accountDisabled');
    }
    const userId =
      existing?.id ?? (await createShopper(server, { phone: input.phone, countryCode: input.countryCode }));
    return issueTokens(server, userId);
  },

  'app/user/login/captcha': async ({ input, server, request }) => {
    await consume(server, [`captcha:address:${clientAddress(request)}`], CAPTCHA_LIMIT);
    return createCaptcha(server, input);
  },

  'app/user/login/smsCode': async ({ input, server, request }) => {
    await useCaptcha(server, input.captchaId, input.code);
    const phoneKey = `sms:phone:${input.countryCode}${input.phone}`;
    const addressKey = `sms:address:${clientAddress(request)}`;
    await assertWithinLimit(server, [phoneKey], SMS_LIMIT);
    await assertWithinLimit(server, [addressKey], SMS_ADDRESS_LIMIT);
    await recordEvent(server, [phoneKey, addressKey]);
    await sendSmsCode(server, input.countryCode, input.phone);
  },

  'app/user/login/refreshToken': ({ input, server }) => refreshTokens(server, input.refreshToken),

  'app/user/login/mp': notEnabled,
  'app/user/login/mini': notEnabled,
  'app/user/login/miniPhone': notEnabled,
  'app/user/login/wxApp': notEnabled,
  'app/user/login/uniPhone': notEnabled,
};

/** Operator actions for shoppers and the development senders (contract §13). */
export const authOperatorActions: OperatorActions = {
  'user/add': operatorAction({
    method: 'POST',
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
    description: 'The last code the development SMS sender sent to a phone: {"phone"}',
    schema: z.object({ phone: z.string().min(1, 'validation.required') }),
    run: async (server, input) => {
      if (server.sms.name !== 'dev') {
        throw new AppError('error.notFound');
      }
      return { code: await lastSmsCode(server, input.phone) };
    },
  }),
  'captcha/answer': operatorAction({
    method: 'GET',
    description: 'The answer of a captcha (development SMS sender only): {"captchaId"}',
    schema: z.object({ captchaId: z.string().min(1, 'validation.required') }),
    run: async (server, input) => {
      if (server.sms.name !== 'dev') {
        throw new AppError('error.notFound');
      }
      return { answer: await captchaAnswer(server, input.captchaId) };
    },
  }),
};
