import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import { emptyRequestSchema, emptyResponseSchema } from './common.schema';
import { text } from './text.schema';

/**
 * `POST app/user/login/signOut { refreshToken }`: ends the session that refresh token belongs to
 * (its whole family), with no access token needed. It answers success for any token, known or not.
 */
export const loginSignOutRequestSchema = /* @__PURE__ */ (() => z.object({ refreshToken: text() }))();
/** Sign-out request. */
export type LoginSignOutRequest = z.input<typeof loginSignOutRequestSchema>;

/**
 * The calls that end sessions on the server, beyond the contract (docs/decisions.md): one session
 * by its refresh token, or every session of the signed-in shopper (`app/user/info/signOutAll`,
 * this device's too).
 */
export const sessionCalls = {
  'app/user/login/signOut': { request: loginSignOutRequestSchema, response: emptyResponseSchema },
  'app/user/info/signOutAll': { request: emptyRequestSchema, response: emptyResponseSchema },
} as const satisfies CallSchemaMap;
