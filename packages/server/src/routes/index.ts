import type { CallHandlers } from '../http/call-handler';
import type { OperatorActions } from '../operator/operator-handler';
import { accountHandlers, accountOperatorActions } from './account/account.handlers';
import { addressHandlers, addressOperatorActions } from './address/address.handlers';
import { authHandlers, authOperatorActions } from './auth/auth.handlers';
import { bankCardHandlers, bankCardOperatorActions } from './bank-card/bank-card.handlers';
import { catalogHandlers, catalogOperatorActions } from './catalog/catalog.handlers';
import { complaintHandlers, complaintOperatorActions } from './complaint/complaint.handlers';
import { contentHandlers, contentOperatorActions } from './content/content.handlers';
import { couponHandlers, couponOperatorActions } from './coupon/coupon.handlers';
import { csHandlers, csOperatorActions } from './cs/cs.handlers';
import { feedbackHandlers, feedbackOperatorActions } from './feedback/feedback.handlers';
import { orderHandlers, orderOperatorActions } from './order/order.handlers';
import { searchHandlers, searchOperatorActions } from './search/search.handlers';
import { uploadHandlers, uploadOperatorActions } from './upload/upload.handlers';
import { userHandlers, userOperatorActions } from './user/user.handlers';

const areas: [CallHandlers, OperatorActions][] = [
  [authHandlers, authOperatorActions],
  [userHandlers, userOperatorActions],
  [catalogHandlers, catalogOperatorActions],
  [searchHandlers, searchOperatorActions],
  [couponHandlers, couponOperatorActions],
  [contentHandlers, contentOperatorActions],
  [accountHandlers, accountOperatorActions],
  [addressHandlers, addressOperatorActions],
  [bankCardHandlers, bankCardOperatorActions],
  [feedbackHandlers, feedbackOperatorActions],
  [complaintHandlers, complaintOperatorActions],
  [csHandlers, csOperatorActions],
  [uploadHandlers, uploadOperatorActions],
  [orderHandlers, orderOperatorActions],
];

/** Every call handler of every area; a path claimed by two areas is a bug and throws at start. */
export function allCallHandlers(): CallHandlers {
  const merged: Record<string, unknown> = {};
  for (const [handlers] of areas) {
    for (const [path, handler] of Object.entries(handlers)) {
      if (merged[path]) {
        throw new Error(`two handlers for ${path}`);
      }
      merged[path] = handler;
    }
  }
  return merged as CallHandlers;
}

/** Every operator action of every area. */
export function allOperatorActions(): OperatorActions {
  const merged: OperatorActions = {};
  for (const [, actions] of areas) {
    for (const [name, action] of Object.entries(actions)) {
      if (merged[name]) {
        throw new Error(`two operator actions named ${name}`);
      }
      merged[name] = action;
    }
  }
  return merged;
}
