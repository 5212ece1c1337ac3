import { z } from 'zod';
import type { CallSchemaMap } from './call-schema';
import {
  addResponseSchema,
  deleteRequestSchema,
  emptyRequestSchema,
  emptyResponseSchema,
  entityShape,
  idRequestSchema,
  orNull,
  pageRequestSchema,
  pageResponseSchema,
} from './common.schema';
import { flagSchema, idSchema } from './number.schema';
import { text } from './text.schema';
import { countryCodeSchema, mobileSchema } from './user.schema';

/** A delivery address of the shopper (`app/user/address`). */
export const addressSchema = z.object({
  ...entityShape,
  contact: z.string(),
  phone: z.string(),
  countryCode: z.string().nullish(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  isDefault: flagSchema.default(false),
});
/** A delivery address. */
export type Address = z.output<typeof addressSchema>;

/** The address an order keeps (`address` of the order detail): a copy made when the order was placed. */
export const addressSnapshotSchema = addressSchema
  .pick({
    contact: true,
    phone: true,
    countryCode: true,
    province: true,
    city: true,
    district: true,
    address: true,
  })
  .extend({ id: idSchema.optional() });
/** The address copy an order keeps. */
export type AddressSnapshot = z.output<typeof addressSnapshotSchema>;

const addressFieldsShape = {
  contact: text({ max: 30 }),
  phone: mobileSchema,
  countryCode: countryCodeSchema,
  province: text({ max: 50 }),
  city: text({ max: 50 }),
  district: text({ max: 50 }),
  address: text({ max: 200 }),
  isDefault: flagSchema.optional(),
};

/** `POST app/user/address/add`: every field required (spec §5); the first address becomes the default. */
export const addressAddRequestSchema = z.object(addressFieldsShape);
/** Address form. */
export type AddressAddRequest = z.input<typeof addressAddRequestSchema>;

/** `POST app/user/address/update`: `id` and the fields to change; a field given must pass its rule. */
export const addressUpdateRequestSchema = z.object(addressFieldsShape).partial().extend({ id: idSchema });
/** Address changes. */
export type AddressUpdateRequest = z.input<typeof addressUpdateRequestSchema>;

/** The address book calls: what each takes and what it resolves with. */
export const addressCalls = {
  'app/user/address/page': { request: pageRequestSchema, response: pageResponseSchema(addressSchema) },
  'app/user/address/list': { request: emptyRequestSchema, response: z.array(addressSchema) },
  'app/user/address/add': { request: addressAddRequestSchema, response: addResponseSchema },
  'app/user/address/update': { request: addressUpdateRequestSchema, response: emptyResponseSchema },
  'app/user/address/delete': { request: deleteRequestSchema, response: emptyResponseSchema },
  'app/user/address/default': { request: emptyRequestSchema, response: orNull(addressSchema) },
  'app/user/address/info': { request: idRequestSchema, response: addressSchema },
} as const satisfies CallSchemaMap;
