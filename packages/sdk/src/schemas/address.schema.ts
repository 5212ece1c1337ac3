import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import { entityShape } from './common.schema';
import { flagSchema, idSchema } from './number.schema';
import { ownListCallSchemas } from './own-list.schema';
import { text } from './text.schema';
import { countryCodeSchema, mobileSchema } from './user.schema';

/** A delivery address of the shopper (`app/user/address`). */
export const addressSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    contact: z.string(),
    phone: z.string(),
    countryCode: z.nullish(z.string()),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    address: z.string(),
    isDefault: z._default(flagSchema, false),
  }))();
/** A delivery address. */
export type Address = z.output<typeof addressSchema>;

/** The address an order keeps (`address` of the order detail): a copy made when the order was placed. */
export const addressSnapshotSchema = /* @__PURE__ */ (() =>
  z.extend(
    z.pick(addressSchema, {
      contact: true,
      phone: true,
      countryCode: true,
      province: true,
      city: true,
      district: true,
      address: true,
    }),
    { id: z.optional(idSchema) },
  ))();
/** The address copy an order keeps. */
export type AddressSnapshot = z.output<typeof addressSnapshotSchema>;

/** The address book calls' schemas by action, from the fields the address form sends; `addressCalls` names their paths. */
const addressList = /* @__PURE__ */ (() =>
  ownListCallSchemas(addressSchema, {
    contact: text({ max: 30 }),
    phone: mobileSchema,
    countryCode: countryCodeSchema,
    province: text({ max: 50 }),
    city: text({ max: 50 }),
    district: text({ max: 50 }),
    address: text({ max: 200 }),
  }))();

/** `POST app/user/address/add`: every field required (spec §5); the first address becomes the default. */
export const addressAddRequestSchema = /* @__PURE__ */ (() => addressList.add.request)();
/** Address form. */
export type AddressAddRequest = z.input<typeof addressAddRequestSchema>;

/** `POST app/user/address/update`: `id` and the fields to change; a field given must pass its rule. */
export const addressUpdateRequestSchema = /* @__PURE__ */ (() => addressList.update.request)();
/** Address changes. */
export type AddressUpdateRequest = z.input<typeof addressUpdateRequestSchema>;

/** The address book calls: what each takes and what it resolves with. */
export const addressCalls = /* @__PURE__ */ (() =>
  ({
    'app/user/address/page': addressList.page,
    'app/user/address/list': addressList.list,
    'app/user/address/add': addressList.add,
    'app/user/address/update': addressList.update,
    'app/user/address/delete': addressList.delete,
    'app/user/address/default': addressList.default,
    'app/user/address/info': addressList.info,
  }) as const)() satisfies CallSchemaMap;
