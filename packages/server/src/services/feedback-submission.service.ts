import type { StatusTransition } from '@mall/sdk/lifecycle';
import type { Selectable } from 'kysely';
import type { ComplaintTable, FeedbackTable } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { type ServerLocale, translate } from '../i18n/messages';
import type { ServerContext } from '../server-context';
import { mapPage, type PageInput as PageRequest, pageOf } from './paging';
import { assertUploadedUrl } from './uploaded-url.service';

/**
 * What feedback and complaints share (contract §11): the shopper submits a text with up to six
 * pictures uploaded to this shop, reads back only their own, and the operator moves the status
 * along the shared transition table, leaving a note (`remark` / `result`) the shopper sees.
 */
export type SubmissionTable = 'feedback' | 'complaint';

type Row = Selectable<FeedbackTable> | Selectable<ComplaintTable>;

// The queries touch only columns both tables have; they are written once against one of them.
const as = (table: SubmissionTable) => table as 'feedback';

/** The dictionary whose values a submission's `type` must be (contract §11). */
const TYPE_DICTIONARY: Record<SubmissionTable, string> = {
  feedback: 'feedbackType',
  complaint: 'complainType',
};

/**
 * Refuses (1002 on `type`) a type that is not a value of the table's dictionary. A shop that has
 * not filled the dictionary yet accepts any type, so submissions work before the first setup.
 */
async function assertDictionaryType(
  server: ServerContext,
  table: SubmissionTable,
  type: number,
  locale: ServerLocale,
) {
  const values = await server.db
    .selectFrom('dict_info')
    .innerJoin('dict_type', 'dict_type.id', 'dict_info.type_id')
    .select('dict_info.value')
    .where('dict_type.key', '=', TYPE_DICTIONARY[table])
    .execute();
  if (values.length > 0 && !values.some((row) => row.value.trim() === String(type))) {
    throw new AppError('validation.field', {
      code: 1002,
      params: { field: 'type', message: translate(locale, 'validation.oneOf') },
      data: { field: 'type', key: 'validation.oneOf' },
    });
  }
}

/**
 * Stores a submission of the shopper: `type` from the table's dictionary, every picture an upload
 * of this shop (else 1002).
 */
export async function submit(
  server: ServerContext,
  table: SubmissionTable,
  userId: number,
  input: { type: number; content: string; images?: string[] | undefined; contact?: string | undefined },
  locale: ServerLocale,
): Promise<{ id: number }> {
  await assertDictionaryType(server, table, input.type, locale);
  const images = input.images ?? [];
  images.forEach((url, index) => {
    assertUploadedUrl(server, url, `images.${index}`);
  });
  const now = server.now();
  const row = await server.db
    .insertInto(as(table))
    .values({
      user_id: userId,
      type: input.type,
      content: input.content,
      images: JSON.stringify(images),
      ...(table === 'feedback' ? { contact: input.contact ?? '' } : {}),
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

/** Reads of the shopper's own submissions, newest first, each answered through `map`. */
export function submissionReader<Item>(table: SubmissionTable, map: (row: Row) => Item) {
  const mine = (server: ServerContext, userId: number, status: number | undefined) => {
    let query = server.db.selectFrom(as(table)).where('user_id', '=', userId);
    if (status !== undefined) {
      query = query.where('status', '=', status);
    }
    return query;
  };
  return {
    async page(
      server: ServerContext,
      userId: number,
      request: PageRequest & { status?: number | undefined },
    ) {
      const query = mine(server, userId, request.status);
      return mapPage(await pageOf(query.selectAll().orderBy('id', 'desc'), request), map);
    },
    async info(server: ServerContext, userId: number, id: number): Promise<Item> {
      const row = await mine(server, userId, undefined).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) {
        throw notFound();
      }
      return map(row);
    },
  };
}

/**
 * The operator moves a submission to `status` when the table has a row from its current status
 * to that one; the change is conditional on the status read, so two operators cannot both move it.
 * `note` goes to `remark` (feedback) or `result` (complaint). Answers the row as the shopper sees it.
 */
export async function moveSubmission<Item>(
  server: ServerContext,
  table: SubmissionTable,
  transitions: readonly StatusTransition<number, string>[],
  input: { id: number; status: number; note?: string | undefined },
  map: (row: Row) => Item,
): Promise<Item> {
  const current = await server.db
    .selectFrom(as(table))
    .select('status')
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!current) {
    throw notFound();
  }
  if (!transitions.some((row) => row.from === current.status && row.to === input.status)) {
    throw new AppError('error.statusNotAllowed');
  }
  const noteColumn = table === 'feedback' ? 'remark' : 'result';
  const moved = await server.db
    .updateTable(as(table))
    .set({
      status: input.status,
      update_time: server.now(),
      ...(input.note === undefined ? {} : { [noteColumn]: input.note }),
    })
    .where('id', '=', input.id)
    .where('status', '=', current.status)
    .returningAll()
    .executeTakeFirst();
  if (!moved) {
    throw new AppError('error.statusNotAllowed');
  }
  return map(moved);
}

/** The fields both rows show on the wire. */
export function submissionFields(row: Row) {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    images: row.images,
    status: row.status,
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
  };
}
