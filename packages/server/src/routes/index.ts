import type { CallHandlers, GuestReads } from '../http/call-handler';
import type { OperatorActions } from '../operator/operator-handler';
import { accountHandlers } from './account/account.handlers';
import { accountOperatorActions } from './account/account.operator';
import { addressHandlers } from './address/address.handlers';
import { authHandlers } from './auth/auth.handlers';
import { authOperatorActions } from './auth/auth.operator';
import { bankCardHandlers } from './bank-card/bank-card.handlers';
import { bannerHandlers } from './banner/banner.handlers';
import { chatHandlers } from './chat/chat.handlers';
import { chatOperatorActions } from './chat/chat.operator';
import { commHandlers } from './comm/comm.handlers';
import { complaintHandlers } from './complaint/complaint.handlers';
import { complaintOperatorActions } from './complaint/complaint.operator';
import { couponHandlers } from './coupon/coupon.handlers';
import { couponOperatorActions } from './coupon/coupon.operator';
import { dictHandlers } from './dict/dict.handlers';
import { feedbackHandlers } from './feedback/feedback.handlers';
import { feedbackOperatorActions } from './feedback/feedback.operator';
import { goodsGuestReads, goodsHandlers } from './goods/goods.handlers';
import { goodsOperatorActions } from './goods/goods.operator';
import { operatorOperatorActions } from './operator/operator.operator';
import { orderHandlers } from './order/order.handlers';
import { orderOperatorActions } from './order/order.operator';
import { uploadHandlers } from './upload/upload.handlers';
import { userHandlers } from './user/user.handlers';
import { userOperatorActions } from './user/user.operator';
import { versionHandlers } from './version/version.handlers';
import { versionOperatorActions } from './version/version.operator';

/** The shopper API, area by area: `routes/<area>/<area>.handlers.ts`. */
const callAreas: CallHandlers[] = [
  authHandlers,
  userHandlers,
  goodsHandlers,
  couponHandlers,
  bannerHandlers,
  dictHandlers,
  commHandlers,
  versionHandlers,
  accountHandlers,
  addressHandlers,
  bankCardHandlers,
  feedbackHandlers,
  complaintHandlers,
  chatHandlers,
  uploadHandlers,
  orderHandlers,
];

/**
 * The operator API, beside the shopper API in `routes/<area>/<area>.operator.ts`; in the order
 * `mall-admin help` lists them.
 */
const operatorAreas: OperatorActions[] = [
  operatorOperatorActions,
  authOperatorActions,
  userOperatorActions,
  couponOperatorActions,
  accountOperatorActions,
  feedbackOperatorActions,
  complaintOperatorActions,
  chatOperatorActions,
  orderOperatorActions,
  goodsOperatorActions,
  versionOperatorActions,
];

/** Merges the areas' tables; a name claimed by two areas is a bug and throws at start. */
function mergeAreas<Entry>(areas: readonly Record<string, Entry>[], what: string): Record<string, Entry> {
  const merged: Record<string, Entry> = {};
  for (const area of areas) {
    for (const [name, entry] of Object.entries(area)) {
      if (merged[name]) {
        throw new Error(`two ${what} ${name}`);
      }
      merged[name] = entry;
    }
  }
  return merged;
}

/** Every call handler of every area. */
export function allCallHandlers(): CallHandlers {
  return mergeAreas<unknown>(callAreas as Record<string, unknown>[], 'handlers for') as CallHandlers;
}

/**
 * The calls that answer every shopper alike (each also in its area's handlers): no access token is
 * checked for them, and the guest lane serves them on node:http.
 */
export function allGuestReads(): GuestReads {
  return mergeAreas<unknown>([goodsGuestReads] as Record<string, unknown>[], 'guest reads for') as GuestReads;
}

/** Every operator action of every area. */
export function allOperatorActions(): OperatorActions {
  return mergeAreas(operatorAreas, 'operator actions named');
}
