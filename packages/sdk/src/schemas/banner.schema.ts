import { z } from 'zod';
import { entityShape, sortNumberSchema } from './common.schema';

/** A home banner (`POST app/info/banner/list`); `path` is the in-app route or URL it opens. */
export const bannerSchema = z.object({
  ...entityShape,
  title: z.string().nullish(),
  pic: z.string(),
  path: z.string().nullish(),
  sortNum: sortNumberSchema,
});
/** A home banner. */
export type Banner = z.output<typeof bannerSchema>;
