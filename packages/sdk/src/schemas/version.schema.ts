import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import { orNull } from './common.schema';
import { flagSchema, integer } from './number.schema';
import { text } from './text.schema';
import { VALIDATION_MESSAGES } from './validation-messages';

/** A version such as `1.0.0` (semver core, optional pre-release). */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** `GET app/app/version/check?version&platform`: the app's version and platform (e.g. `h5`). */
export const versionCheckRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    version: text({ pattern: VERSION_PATTERN, patternKey: VALIDATION_MESSAGES.version }),
    platform: z.optional(text({ max: 20 })),
  }))();
/** The running app's version. */
export type VersionCheckRequest = z.input<typeof versionCheckRequestSchema>;

/** A newer version of the app. */
export const appVersionSchema = /* @__PURE__ */ (() =>
  z.object({
    version: z.string(),
    code: integer(),
    url: z.string(),
    description: z.nullish(z.string()),
    forceUpdate: z._default(flagSchema, false),
  }))();
/** A newer version of the app. */
export type AppVersion = z.output<typeof appVersionSchema>;

/** What `GET app/app/version/check` answers: `null` (or no data) when current, else the newer version. */
export const versionCheckResponseSchema = /* @__PURE__ */ (() => orNull(appVersionSchema))();
/** The newer version, or `null`. */
export type VersionCheckResponse = z.output<typeof versionCheckResponseSchema>;

/** The version check calls: what each takes and what it resolves with. */
export const versionCalls = {
  'app/app/version/check': { request: versionCheckRequestSchema, response: versionCheckResponseSchema },
} as const satisfies CallSchemaMap;
