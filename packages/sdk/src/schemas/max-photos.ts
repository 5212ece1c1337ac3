/**
 * Most pictures a shopper attaches to a review, feedback or complaint (spec §5, §9). In a module
 * of its own, without zod: the upload queue and the submission machines need the number, not the
 * schemas.
 */
export const MAX_PHOTOS = 6;
