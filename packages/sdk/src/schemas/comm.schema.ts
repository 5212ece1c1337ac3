import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import { emptyRequestSchema } from './common.schema';
import { text } from './text.schema';
import { typeError } from './type-error';
import { VALIDATION_MESSAGES } from './validation-messages';

/** The common parameters a shopper may read (contract §12); any other key answers 1001. */
export const PARAM_KEYS = [
  'currentSymbol',
  'systemLogo',
  'appName',
  'appLang',
  'repurchaseRate',
  'userAgreement',
  'privacyPolicy',
] as const;

/** A key of {@link PARAM_KEYS}. */
export const paramKeySchema = /* @__PURE__ */ (() =>
  z.enum(PARAM_KEYS, { error: typeError(VALIDATION_MESSAGES.oneOf) }))();
/** A common parameter key. */
export type ParamKey = z.output<typeof paramKeySchema>;

/**
 * `GET app/base/comm/param?key=`. Any key may be asked for; the server answers only the allowed
 * ones (`PARAM_KEYS`) and 1001 for the others (contract §12).
 */
export const commParamRequestSchema = /* @__PURE__ */ (() => z.object({ key: text({ max: 64 }) }))();
/** Which parameter to read. */
export type CommParamRequest = z.input<typeof commParamRequestSchema>;

/** A parameter's value as stored: text (`systemLogo` is a JSON array in text), or any JSON a backend keeps; `null` when unset. */
export const paramValueSchema = /* @__PURE__ */ (() => z.json())();
/** A parameter value. */
export type ParamValue = z.output<typeof paramValueSchema>;

/** Storage providers (contract §12). */
export const UPLOAD_TYPES = ['local', 'cos', 'oss', 'qiniu', 'aws'] as const;

/** `GET app/base/comm/uploadMode`: where files go. */
export const uploadModeSchema = /* @__PURE__ */ (() =>
  z.object({
    mode: z.enum(['local', 'cloud']),
    type: z.enum(UPLOAD_TYPES),
  }))();
/** Where files go. */
export type UploadMode = z.output<typeof uploadModeSchema>;

/** A signed form value; numbers (cool-admin sends `success_action_status: 200`) become text. */
const formValueSchema = /* @__PURE__ */ (() =>
  z.union([z.string(), z.pipe(z.number(), z.transform(String))]))();

function signedFields<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.catchall(z.object(shape), formValueSchema);
}

const signatureShape = /* @__PURE__ */ (() => ({
  /** The URL the form is posted to. */
  host: z.url(),
  /** Where the stored file can be read; `host` when absent. */
  publicUrl: z.optional(z.string()),
}))();

/** Tencent COS POST-object signature. */
export const cosUploadSignatureSchema = /* @__PURE__ */ (() =>
  z.object({
    ...signatureShape,
    type: z.literal('cos'),
    fields: signedFields({
      policy: z.string(),
      'q-sign-algorithm': z.string(),
      'q-ak': z.string(),
      'q-key-time': z.string(),
      'q-signature': z.string(),
      'x-cos-security-token': z.optional(z.string()),
    }),
  }))();

/** Aliyun OSS PostObject signature. */
export const ossUploadSignatureSchema = /* @__PURE__ */ (() =>
  z.object({
    ...signatureShape,
    type: z.literal('oss'),
    fields: signedFields({
      policy: z.string(),
      OSSAccessKeyId: z.string(),
      signature: z.string(),
      'x-oss-security-token': z.optional(z.string()),
    }),
  }))();

/** Qiniu form-upload token. */
export const qiniuUploadSignatureSchema = /* @__PURE__ */ (() =>
  z.object({
    ...signatureShape,
    type: z.literal('qiniu'),
    fields: signedFields({ token: z.string() }),
  }))();

/** S3-compatible POST policy (`aws`); `key` is set when the policy pins it. */
export const awsUploadSignatureSchema = /* @__PURE__ */ (() =>
  z.object({
    ...signatureShape,
    type: z.literal('aws'),
    fields: signedFields({
      key: z.optional(z.string()),
      policy: z.string(),
      'x-amz-algorithm': z.string(),
      'x-amz-credential': z.string(),
      'x-amz-date': z.string(),
      'x-amz-signature': z.string(),
      'x-amz-security-token': z.optional(z.string()),
    }),
  }))();

/**
 * A cloud upload signature from `POST app/base/comm/upload`: the provider's `host` and the signed
 * `fields` the client posts with the file (each provider's known fields typed, any others kept).
 */
export const cloudUploadSignatureSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('type', [
    cosUploadSignatureSchema,
    ossUploadSignatureSchema,
    qiniuUploadSignatureSchema,
    awsUploadSignatureSchema,
  ]))();
/** A cloud upload signature. */
export type CloudUploadSignature = z.output<typeof cloudUploadSignatureSchema>;

/**
 * A signature in a provider's own field names, as cool-admin answers it (e.g. `url`, `policy`,
 * `q-ak` for cos; `uploadUrl`, `token` for qiniu). Kept whole; the upload helper reads it.
 */
export const rawCloudUploadSignatureSchema = /* @__PURE__ */ (() => z.record(z.string(), z.unknown()))();
/** A cool-admin cloud signature. */
export type RawCloudUploadSignature = z.output<typeof rawCloudUploadSignatureSchema>;

/**
 * What `POST app/base/comm/upload` answers: in local mode the stored file's absolute URL; in a
 * cloud mode a signature — the typed shape when it fits, else cool-admin's own fields.
 */
export const commUploadResponseSchema = /* @__PURE__ */ (() =>
  z.union([z.url(), cloudUploadSignatureSchema, rawCloudUploadSignatureSchema]))();
/** An uploaded file's URL or a cloud signature. */
export type CommUploadResponse = z.output<typeof commUploadResponseSchema>;

/** The JSON body of a cloud signature request: the key the file will get and its name. */
export const commUploadSignRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    key: z.optional(z.string({ error: typeError(VALIDATION_MESSAGES.type) })),
    fileName: z.optional(z.string({ error: typeError(VALIDATION_MESSAGES.type) })),
  }))();
/** A cloud signature request. */
export type CommUploadSignRequest = z.input<typeof commUploadSignRequestSchema>;

/**
 * `POST app/base/comm/upload`: a multipart form with `file` (local mode; the server reads the form
 * itself) or the JSON body of a cloud signature request.
 */
export const commUploadRequestSchema = /* @__PURE__ */ (() =>
  z.union([
    z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData, {
      error: VALIDATION_MESSAGES.type,
    }),
    commUploadSignRequestSchema,
  ]))();
/** A file form or a signature request. */
export type CommUploadRequest = z.input<typeof commUploadRequestSchema>;

/** One API of the `eps` description, with its permission key `module:entity:action`. */
export const epsApiSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    method: z.string(),
    path: z.string(),
    summary: z.optional(z.string()),
    permission: z.optional(z.string()),
  }))();

/** One entity of the `eps` description (a prefix such as `/app/order/info` and its APIs). */
export const epsEntitySchema = /* @__PURE__ */ (() =>
  z.looseObject({
    prefix: z.optional(z.string()),
    name: z.optional(z.string()),
    module: z.optional(z.string()),
    api: z.array(epsApiSchema),
  }))();
/** One described entity. */
export type EpsEntity = z.output<typeof epsEntitySchema>;

/**
 * `GET app/base/comm/eps`: the machine-readable description of the API — a list of entities, or
 * cool-admin's map of module name to entities. Unknown keys are kept (it is a description).
 */
export const epsSchema = /* @__PURE__ */ (() =>
  z.union([z.array(epsEntitySchema), z.record(z.string(), z.array(epsEntitySchema))]))();
/** The API description. */
export type Eps = z.output<typeof epsSchema>;

/** The common (eps, params, uploads) calls: what each takes and what it resolves with. */
export const commCalls = {
  'app/base/comm/eps': { request: emptyRequestSchema, response: epsSchema },
  'app/base/comm/param': { request: commParamRequestSchema, response: paramValueSchema },
  'app/base/comm/uploadMode': { request: emptyRequestSchema, response: uploadModeSchema },
  'app/base/comm/upload': { request: commUploadRequestSchema, response: commUploadResponseSchema },
} as const satisfies CallSchemaMap;
