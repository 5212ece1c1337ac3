import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import { alongsideFieldIssues, emptyRequestSchema, emptyResponseSchema } from './common.schema';
import { countSchema, idSchema, integer, moneySchema, statusCode } from './number.schema';
import { blankAsAbsent, dateTimeSchema, text, urlSchema } from './text.schema';
import { typeError } from './type-error';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Password rule of spec §5: 6–20 characters, letters and digits only, at least one of each. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;
/** Country code rule of spec §5: `+` followed by 1–4 digits. */
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
/** Mobile number rule of spec §5: 6–15 digits. */
export const MOBILE_PATTERN = /^\d{6,15}$/;
/** Username rule of contract §4: 3–20 letters, digits or `_`, starting with a letter. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z\d_]{2,19}$/;
/** An SMS code: 4–6 digits (contract §4). */
export const SMS_CODE_PATTERN = /^\d{4,6}$/;

/** Gender codes of a shopper's profile (cool-admin's user table). */
export const GENDER = { unknown: 0, male: 1, female: 2 } as const;
/** User account statuses; `loggedOff` after `app/user/info/logoff` (contract §5). */
export const USER_STATUS = { disabled: 0, normal: 1, loggedOff: 2 } as const;

/** A password: 6–20 letters and digits combined (`validation.password`). */
export const passwordSchema = /* @__PURE__ */ (() =>
  text({
    keepWhitespace: true,
    pattern: PASSWORD_PATTERN,
    patternKey: VALIDATION_MESSAGES.password,
  }))();
/** A country code such as `+86` (`validation.countryCode`). */
export const countryCodeSchema = /* @__PURE__ */ (() =>
  text({
    pattern: COUNTRY_CODE_PATTERN,
    patternKey: VALIDATION_MESSAGES.countryCode,
  }))();
/** A mobile number of 6–15 digits (`validation.mobile`). */
export const mobileSchema = /* @__PURE__ */ (() =>
  text({ pattern: MOBILE_PATTERN, patternKey: VALIDATION_MESSAGES.mobile }))();
/** A username: 3–20 letters, digits or `_`, starting with a letter (`validation.username`). */
export const usernameSchema = /* @__PURE__ */ (() =>
  text({ pattern: USERNAME_PATTERN, patternKey: VALIDATION_MESSAGES.username }))();
/** An SMS code of 4–6 digits ("Length must be 4-6 digits", `validation.length`). */
export const smsCodeSchema = /* @__PURE__ */ (() =>
  text({
    pattern: SMS_CODE_PATTERN,
    patternKey: VALIDATION_MESSAGES.length,
    patternParams: { min: 4, max: 6 },
  }))();
/** A nickname: required, at most 30 characters. */
export const nickNameSchema = /* @__PURE__ */ (() => text({ max: 30 }))();
/** A gender code (0 unknown, 1 male, 2 female). */
export const genderSchema = /* @__PURE__ */ (() =>
  statusCode([GENDER.unknown, GENDER.male, GENDER.female]))();

/**
 * The signed-in shopper (`GET app/user/info/person`). Keys a backend adds (cool-admin's `password`
 * hash among them) are dropped and never reach the output.
 */
export const personSchema = /* @__PURE__ */ (() =>
  z.object({
    id: idSchema,
    username: z.nullish(z.string()),
    phone: z.nullish(z.string()),
    countryCode: z.nullish(z.string()),
    nickName: z.nullish(z.string()),
    avatarUrl: z.nullish(z.string()),
    gender: z.nullish(genderSchema),
    status: statusCode([USER_STATUS.disabled, USER_STATUS.normal, USER_STATUS.loggedOff]),
    // Added by a shop module: a plain cool-admin user has none, and that profile is still valid.
    balance: z.optional(moneySchema),
    createTime: dateTimeSchema,
    updateTime: z.optional(dateTimeSchema),
  }))();
/** The signed-in shopper's profile. */
export type Person = z.output<typeof personSchema>;

/** What every login call and `app/user/login/refreshToken` answer (contract §4); lifetimes in seconds. */
export const tokenSetSchema = /* @__PURE__ */ (() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    expire: countSchema,
    refreshToken: z.string().check(z.minLength(1)),
    refreshExpire: countSchema,
  }))();
/** Access and refresh token with their lifetimes in seconds. */
export type TokenSet = z.output<typeof tokenSetSchema>;

/** `POST app/user/login/password`: `phone` is a mobile number or a username; both fields required. */
export const loginPasswordRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    phone: text({ max: 20 }),
    // Only required: an account created elsewhere (cool-admin) may predate the password rule.
    password: text({ keepWhitespace: true, max: 64 }),
  }))();
/** Password login form. */
export type LoginPasswordRequest = z.input<typeof loginPasswordRequestSchema>;

/**
 * `POST app/user/login/register`: exactly one of `username` or `phone` (blank counts as absent); a
 * phone needs `countryCode` and `smsCode`; the agreement must be accepted.
 */
export const loginRegisterRequestSchema = /* @__PURE__ */ (() =>
  z
    .object({
      username: blankAsAbsent(usernameSchema),
      phone: blankAsAbsent(mobileSchema),
      countryCode: blankAsAbsent(countryCodeSchema),
      password: passwordSchema,
      captchaId: text(),
      captchaCode: text({ max: 10 }),
      smsCode: blankAsAbsent(smsCodeSchema),
      agree: z.literal(true, { error: VALIDATION_MESSAGES.agreementRequired }),
    })
    .check(
      z.superRefine((value, ctx) => {
        const hasUsername = typeof value.username === 'string';
        const hasPhone = typeof value.phone === 'string';
        if (hasUsername === hasPhone) {
          ctx.addIssue({ code: 'custom', path: ['username'], message: VALIDATION_MESSAGES.usernameOrPhone });
          return;
        }
        if (hasPhone && value.countryCode === undefined) {
          ctx.addIssue({ code: 'custom', path: ['countryCode'], message: VALIDATION_MESSAGES.required });
        }
        if (hasPhone && value.smsCode === undefined) {
          ctx.addIssue({ code: 'custom', path: ['smsCode'], message: VALIDATION_MESSAGES.required });
        }
      }, alongsideFieldIssues),
    ))();
/** Registration form. */
export type LoginRegisterRequest = z.input<typeof loginRegisterRequestSchema>;

/** A mobile number with its country code, as every SMS call sends it. */
export const phoneShape = { phone: mobileSchema, countryCode: countryCodeSchema };

/**
 * `POST app/user/login/phone`: login (or sign-up) by SMS code. `agree` (the agreement accepted) is
 * needed only when the number has no account yet: the server then answers 1001
 * `validation.agreementRequired` without it, creates nothing and leaves the code unspent.
 */
export const loginPhoneRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    ...phoneShape,
    smsCode: smsCodeSchema,
    agree: z.optional(z.boolean({ error: typeError(VALIDATION_MESSAGES.type) })),
  }))();
/** SMS login form. */
export type LoginPhoneRequest = z.input<typeof loginPhoneRequestSchema>;

/**
 * `GET app/user/login/captcha?width&height&color&type` (query numbers coerced). `type`: `base64`
 * asks for a data URI (what the client sends), `svg` for raw SVG markup (cool-admin's default).
 */
export const loginCaptchaRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    type: z.optional(z.enum(['base64', 'svg'], { error: VALIDATION_MESSAGES.type })),
    width: z.optional(integer({ min: 20, max: 1000 })),
    height: z.optional(integer({ min: 10, max: 1000 })),
    color: z.optional(
      z
        .string({ error: typeError(VALIDATION_MESSAGES.type) })
        .check(z.maxLength(32, { error: VALIDATION_MESSAGES.max })),
    ),
  }))();
/** Captcha size and colour. */
export type LoginCaptchaRequest = z.input<typeof loginCaptchaRequestSchema>;

/**
 * The answer of `GET app/user/login/captcha`: its id and image (`data`, an SVG or PNG data URI; the
 * client turns raw SVG markup into one).
 */
export const captchaSchema = /* @__PURE__ */ (() =>
  z.object({ captchaId: z.string().check(z.minLength(1)), data: z.string() }))();
/** A captcha to show. */
export type Captcha = z.output<typeof captchaSchema>;

/**
 * What an SMS code is for; a code works only for its own purpose. `login` (the default) signs in or
 * registers by phone, `bindPhone` binds a number to the signed-in shopper, `password` changes the
 * password by SMS code.
 */
export const SMS_CODE_PURPOSES = ['login', 'bindPhone', 'password'] as const;
/** What an SMS code is for. */
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

/**
 * `POST app/user/login/smsCode`: sends an SMS code after a solved captcha (`code` is the captcha
 * answer). `purpose` (an extension of the contract) binds the code to one use; left out it is
 * `login`, what a cool-admin client means.
 */
export const loginSmsCodeRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    ...phoneShape,
    captchaId: text(),
    code: text({ max: 10 }),
    purpose: z.optional(z.enum(SMS_CODE_PURPOSES, { error: VALIDATION_MESSAGES.oneOf })),
  }))();
/** SMS code request. */
export type LoginSmsCodeRequest = z.input<typeof loginSmsCodeRequestSchema>;

/** `POST app/user/login/refreshToken { refreshToken }`. */
export const loginRefreshTokenRequestSchema = /* @__PURE__ */ (() => z.object({ refreshToken: text() }))();
/** Refresh request. */
export type LoginRefreshTokenRequest = z.input<typeof loginRefreshTokenRequestSchema>;

/** `POST app/user/login/mp` and `…/wxApp`: a WeChat authorisation `code`. */
export const loginWechatCodeRequestSchema = /* @__PURE__ */ (() => z.object({ code: text() }))();
/** WeChat official-account or app login. */
export type LoginWechatCodeRequest = z.input<typeof loginWechatCodeRequestSchema>;

/** `POST app/user/login/mini`, `…/login/miniPhone` and `app/user/info/miniPhone`: a mini-program code with its encrypted data. */
export const loginMiniRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    code: text(),
    encryptedData: text(),
    iv: text(),
  }))();
/** WeChat mini-program login or phone grant. */
export type LoginMiniRequest = z.input<typeof loginMiniRequestSchema>;

/** `POST app/user/login/uniPhone`: uni-app one-tap phone login. */
export const loginUniPhoneRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    access_token: text(),
    openid: text(),
    appId: text(),
  }))();
/** uni-app one-tap login. */
export type LoginUniPhoneRequest = z.input<typeof loginUniPhoneRequestSchema>;

/** `POST app/user/info/updatePerson`: each field optional, a nickname given must not be blank. */
export const userUpdatePersonRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    nickName: z.optional(nickNameSchema),
    avatarUrl: z.optional(urlSchema),
    gender: z.optional(genderSchema),
  }))();
/** Profile changes. */
export type UserUpdatePersonRequest = z.input<typeof userUpdatePersonRequestSchema>;

/**
 * `POST app/user/info/updatePassword`: a new password with either the old one or an SMS `code` (sent
 * to the shopper's bound number); with neither, both fields are reported required.
 */
export const userUpdatePasswordRequestSchema = /* @__PURE__ */ (() =>
  z
    .object({
      password: passwordSchema,
      oldPassword: blankAsAbsent(text({ keepWhitespace: true, max: 64 })),
      code: blankAsAbsent(smsCodeSchema),
    })
    .check(
      z.superRefine((value, ctx) => {
        // Reported on both, so a form asking for either one shows it beside its own field.
        if (value.oldPassword === undefined && value.code === undefined) {
          for (const field of ['oldPassword', 'code']) {
            ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION_MESSAGES.required });
          }
        }
      }, alongsideFieldIssues),
    ))();
/** Password change. */
export type UserUpdatePasswordRequest = z.input<typeof userUpdatePasswordRequestSchema>;

/** `POST app/user/info/bindPhone`: binds a mobile number confirmed by SMS `code`. */
export const userBindPhoneRequestSchema = /* @__PURE__ */ (() =>
  z.object({ ...phoneShape, code: smsCodeSchema }))();
/** Phone binding. */
export type UserBindPhoneRequest = z.input<typeof userBindPhoneRequestSchema>;

/** The login and profile calls: what each takes and what it resolves with. */
export const userCalls = {
  'app/user/login/captcha': { request: loginCaptchaRequestSchema, response: captchaSchema },
  'app/user/login/smsCode': { request: loginSmsCodeRequestSchema, response: emptyResponseSchema },
  'app/user/login/mp': { request: loginWechatCodeRequestSchema, response: tokenSetSchema },
  'app/user/login/mini': { request: loginMiniRequestSchema, response: tokenSetSchema },
  'app/user/login/miniPhone': { request: loginMiniRequestSchema, response: tokenSetSchema },
  'app/user/login/wxApp': { request: loginWechatCodeRequestSchema, response: tokenSetSchema },
  'app/user/login/uniPhone': { request: loginUniPhoneRequestSchema, response: tokenSetSchema },
  'app/user/login/phone': { request: loginPhoneRequestSchema, response: tokenSetSchema },
  'app/user/login/register': { request: loginRegisterRequestSchema, response: tokenSetSchema },
  'app/user/login/password': { request: loginPasswordRequestSchema, response: tokenSetSchema },
  'app/user/login/refreshToken': { request: loginRefreshTokenRequestSchema, response: tokenSetSchema },
  'app/user/info/person': { request: emptyRequestSchema, response: personSchema },
  'app/user/info/updatePerson': { request: userUpdatePersonRequestSchema, response: emptyResponseSchema },
  'app/user/info/updatePassword': { request: userUpdatePasswordRequestSchema, response: emptyResponseSchema },
  'app/user/info/bindPhone': { request: userBindPhoneRequestSchema, response: emptyResponseSchema },
  'app/user/info/miniPhone': { request: loginMiniRequestSchema, response: emptyResponseSchema },
  'app/user/info/logoff': { request: emptyRequestSchema, response: emptyResponseSchema },
} as const satisfies CallSchemaMap;
