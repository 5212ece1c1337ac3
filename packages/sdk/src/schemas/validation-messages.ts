/**
 * The keys every validation issue carries as its `message`. The app translates them (with the
 * issue's `params`, e.g. `{ min, max }`) and the reference server answers them in code 1002, so a
 * rule reads the same on a form and on the wire. The source wording of each key is in spec §5.
 */
export const VALIDATION_MESSAGES = {
  /** Cannot be empty (a missing field, or text that is blank after trimming). */
  required: 'validation.required',
  /** The value has the wrong type (e.g. text where a number belongs). */
  type: 'validation.type',
  /** The value is malformed in a way no more specific key describes. */
  invalid: 'validation.invalid',
  /** The value is not one of the allowed choices (enum, status code, literal). */
  oneOf: 'validation.oneOf',
  /** Too small; params `{ min }`. */
  min: 'validation.min',
  /** Too large or too long; params `{ max }`. */
  max: 'validation.max',
  /** Outside a numeric range; params `{ min, max }`. */
  range: 'validation.range',
  /** "Length must be {min}-{max} digits"; params `{ min, max }`. */
  length: 'validation.length',
  /** "Password: 6-20 letters and numbers combined". */
  password: 'validation.password',
  /** "Country code: + followed by 1-4 digits". */
  countryCode: 'validation.countryCode',
  /** "Mobile number: 6-15 digits". */
  mobile: 'validation.mobile',
  /** Username: 3–20 letters, digits or `_`, starting with a letter. */
  username: 'validation.username',
  /** Register: exactly one of username or mobile number. */
  usernameOrPhone: 'validation.usernameOrPhone',
  /** Feedback and complaint photos: up to 6; params `{ max }`. */
  photosMax: 'validation.photosMax',
  /** Withdrawal: the amount must be filled and greater than 0. */
  withdrawalAmount: 'validation.withdrawalAmount',
  /** Withdrawal: a bank card must be selected. */
  bankCardRequired: 'validation.bankCardRequired',
  /** Refund: a reason must be chosen. */
  refundReasonRequired: 'validation.refundReasonRequired',
  /** The user agreement must be accepted. */
  agreementRequired: 'validation.agreementRequired',
  /** Order: a delivery address must be selected. */
  addressRequired: 'validation.addressRequired',
  /** Order: at least one goods line. */
  goodsRequired: 'validation.goodsRequired',
  /** Review: a star count from 1 to 5; params `{ min, max }`. */
  starCount: 'validation.starCount',
  /** Text content too long; params `{ min, max }`. */
  contentLength: 'validation.contentLength',
  /** Money: a decimal number with at most 2 fraction digits. */
  money: 'validation.money',
  /** An amount that must be greater than 0. */
  positiveAmount: 'validation.positiveAmount',
  /** A whole number. */
  integer: 'validation.integer',
  /** An id (a positive whole number). */
  id: 'validation.id',
  /** A date-time (ISO-8601 with offset, or `YYYY-MM-DD HH:mm:ss`). */
  dateTime: 'validation.dateTime',
  /** An http(s) URL. */
  url: 'validation.url',
  /** A version such as `1.0.0`. */
  version: 'validation.version',
  /** Goods list filter: the highest price is below the lowest. */
  priceRange: 'validation.priceRange',
} as const;

/** One validation message key, e.g. `validation.password`. */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

const KEYS: ReadonlySet<string> = /* @__PURE__ */ (() => new Set(Object.values(VALIDATION_MESSAGES)))();

/** Whether a string is one of the {@link VALIDATION_MESSAGES} keys. */
export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return KEYS.has(value);
}
