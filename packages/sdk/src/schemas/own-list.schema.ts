/**
 * What the shopper's own lists with one default row share (contract §10): delivery addresses and
 * bank cards are paged, listed, added, changed, deleted, read one by one and asked for their
 * default in the same way. Each area's calls map names its own paths and takes the schemas from
 * here, so a change to the list rules is made once for both.
 */
import * as z from 'zod/mini';
import {
  addResponseSchema,
  deleteRequestSchema,
  emptyRequestSchema,
  emptyResponseSchema,
  idRequestSchema,
  orNull,
  pageRequestSchema,
  pageResponseSchema,
} from './common.schema';
import { flagSchema, idSchema } from './number.schema';

/**
 * The request and response schemas of the seven calls of an own list, by action: `item` is a row
 * as the server answers it, `fields` what the form sends. `add` requires every field; `update`
 * takes the `id` and the fields to change, each one given still passing its rule; either may ask
 * for the row to become the default (`isDefault`).
 * @example
 * const bankCardList = ownListCallSchemas(bankCardSchema, { bankName: text({ max: 50 }) });
 * const bankCardCalls = { 'app/user/bankcard/add': bankCardList.add };
 */
export function ownListCallSchemas<Item extends z.ZodMiniType, Fields extends z.core.$ZodLooseShape>(
  item: Item,
  fields: Fields,
) {
  const formShape = { ...fields, isDefault: z.optional(flagSchema) };
  return {
    page: { request: pageRequestSchema, response: pageResponseSchema(item) },
    list: { request: emptyRequestSchema, response: z.array(item) },
    add: { request: z.object(formShape), response: addResponseSchema },
    update: {
      request: z.extend(z.partial(z.object(formShape)), { id: idSchema }),
      response: emptyResponseSchema,
    },
    delete: { request: deleteRequestSchema, response: emptyResponseSchema },
    default: { request: emptyRequestSchema, response: orNull(item) },
    info: { request: idRequestSchema, response: item },
  } as const;
}
