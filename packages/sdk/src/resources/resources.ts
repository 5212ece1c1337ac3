import type { Caller } from '../client/call';
import { type AccountResource, createAccountResource } from './account.resource';
import { type BannerResource, createBannerResource } from './banner.resource';
import { type CsResource, createCsResource } from './chat.resource';
import { type CommResource, createCommResource } from './comm.resource';
import { type ComplaintResource, createComplaintResource } from './complaint.resource';
import { type CouponResource, createCouponResource } from './coupon.resource';
import { createDictResource, type DictResource } from './dict.resource';
import { createFeedbackResource, type FeedbackResource } from './feedback.resource';
import { createGoodsResource, type GoodsResource } from './goods.resource';
import { createOrderResource, type OrderResource } from './order.resource';
import { createUserResource, type UserResource } from './user.resource';
import { createVersionResource, type VersionResource } from './version.resource';

/** One module per namespace of the contract. */
export interface MallResources {
  readonly goods: GoodsResource;
  readonly banner: BannerResource;
  readonly coupon: CouponResource;
  readonly order: OrderResource;
  readonly account: AccountResource;
  readonly user: UserResource;
  readonly feedback: FeedbackResource;
  readonly complaint: ComplaintResource;
  readonly version: VersionResource;
  readonly comm: CommResource;
  readonly dict: DictResource;
  readonly cs: CsResource;
}

/** Binds every namespace to one caller. */
export function createResources(call: Caller): MallResources {
  return {
    goods: createGoodsResource(call),
    banner: createBannerResource(call),
    coupon: createCouponResource(call),
    order: createOrderResource(call),
    account: createAccountResource(call),
    user: createUserResource(call),
    feedback: createFeedbackResource(call),
    complaint: createComplaintResource(call),
    version: createVersionResource(call),
    comm: createCommResource(call),
    dict: createDictResource(call),
    cs: createCsResource(call),
  };
}
