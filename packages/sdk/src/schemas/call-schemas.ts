/**
 * The request and response schema of every call of the shopper API (spec §7, contract §3–§12),
 * keyed by the call's path below the base URL. Each area's module declares its own calls once
 * (`orderCalls`, `userCalls`, …); this module only combines them. The reference server validates
 * bodies and queries with `requestSchemas` (GET schemas coerce query-string numbers); a client may
 * check answers with `responseSchemas` (e.g. through {@link parseResponse}).
 */
import type { CallPath } from '../calls/call-table';
import { accountCalls } from './account.schema';
import { addressCalls } from './address.schema';
import { bankCardCalls } from './bank-card.schema';
import { bannerCalls } from './banner.schema';
import type { CallSchema } from './call-schema';
import { csCalls } from './chat.schema';
import { commCalls } from './comm.schema';
import { complaintCalls } from './complaint.schema';
import { couponCalls } from './coupon.schema';
import { dictCalls } from './dict.schema';
import { feedbackCalls } from './feedback.schema';
import { goodsCalls } from './goods.schema';
import { orderCalls } from './order.schema';
import { searchKeywordCalls } from './search-keyword.schema';
import { sessionCalls } from './session.schema';
import { userCalls } from './user.schema';
import { versionCalls } from './version.schema';

/**
 * The schemas of every call of the table; a call without schemas does not compile. A path named by
 * two maps would be silently overwritten here, so the call schema tests check that none is.
 */
export const callSchemas = /* @__PURE__ */ (() =>
  ({
    ...feedbackCalls,
    ...complaintCalls,
    ...versionCalls,
    ...goodsCalls,
    ...searchKeywordCalls,
    ...accountCalls,
    ...couponCalls,
    ...userCalls,
    ...sessionCalls,
    ...bankCardCalls,
    ...addressCalls,
    ...orderCalls,
    ...bannerCalls,
    ...commCalls,
    ...dictCalls,
    ...csCalls,
  }) as const)() satisfies Record<CallPath, CallSchema>;

type CallSchemas = typeof callSchemas;

/** The path of a call that has schemas, e.g. `app/order/info/create`. */
export type SchemaCallPath = keyof CallSchemas;

function pick<Part extends keyof CallSchema>(part: Part) {
  return Object.fromEntries(Object.entries(callSchemas).map(([path, schemas]) => [path, schemas[part]]));
}

/** The request schema of every call: the JSON body of a POST, the query of a GET. */
export const requestSchemas = /* @__PURE__ */ (() => pick('request'))() as {
  readonly [Path in SchemaCallPath]: CallSchemas[Path]['request'];
};

/** The schema of what every call resolves with (the envelope's `data`). */
export const responseSchemas = /* @__PURE__ */ (() => pick('response'))() as {
  readonly [Path in SchemaCallPath]: CallSchemas[Path]['response'];
};
