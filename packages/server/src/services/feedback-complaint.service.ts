import { COMPLAINT_TRANSITIONS, FEEDBACK_TRANSITIONS, type StatusTransition } from '@mall/sdk/lifecycle';
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

/** The fields both rows show on the wire. */
function submissionFields(row: Row) {
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

/** A submission on the wire: the shared fields and those of its kind. */
type SubmissionWire = ReturnType<typeof submissionFields> & Record<string, unknown>;

/** What tells the two kinds apart; everything else is written once for both. */
interface SubmissionKind {
  /** The dictionary whose values a submission's `type` must be (contract §11). */
  typeDictionary: string;
  transitions: readonly StatusTransition<number, string>[];
  /** The column the operator's note goes to. */
  noteColumn: 'remark' | 'result';
  wire(row: Row): SubmissionWire;
}

const KINDS: Record<SubmissionTable, SubmissionKind> = {
  feedback: {
    typeDictionary: 'feedbackType',
    transitions: FEEDBACK_TRANSITIONS,
    noteColumn: 'remark',
    /** A feedback on the wire: the shared fields, the contact and the operator's `remark`. */
    wire: (row: Row) => {
      const feedback = row as Selectable<FeedbackTable>;
      return { ...submissionFields(feedback), contact: feedback.contact, remark: feedback.remark };
    },
  },
  complaint: {
    typeDictionary: 'complainType',
    transitions: COMPLAINT_TRANSITIONS,
    noteColumn: 'result',
    /** A complaint on the wire: the shared fields and the processing `result`. */
    wire: (row: Row) => {
      const complaint = row as Selectable<ComplaintTable>;
      return { ...submissionFields(complaint), result: complaint.result };
    },
  },
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
    .where('dict_type.key', '=', KINDS[table].typeDictionary)
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

function ownSubmissions(server: ServerContext, table: SubmissionTable, userId: number) {
  return server.db.selectFrom(as(table)).where('user_id', '=', userId);
}

/** A page of the shopper's own submissions, newest first, optionally of one status. */
export async function submissionPage(
  server: ServerContext,
  table: SubmissionTable,
  userId: number,
  request: PageRequest & { status?: number | undefined },
) {
  let query = ownSubmissions(server, table, userId);
  if (request.status !== undefined) {
    query = query.where('status', '=', request.status);
  }
  return mapPage(await pageOf(query.selectAll().orderBy('id', 'desc'), request), KINDS[table].wire);
}

/** One of the shopper's own submissions; another shopper's id answers "not found". */
export async function submissionInfo(
  server: ServerContext,
  table: SubmissionTable,
  userId: number,
  id: number,
) {
  const row = await ownSubmissions(server, table, userId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) {
    throw notFound();
  }
  return KINDS[table].wire(row);
}

/**
 * The operator moves a submission to `status` when the table has a row from its current status
 * to that one; the change is conditional on the status read, so two operators cannot both move it.
 * `note` goes to `remark` (feedback) or `result` (complaint). Answers the row as the shopper sees it.
 */
export async function moveSubmission(
  server: ServerContext,
  table: SubmissionTable,
  input: { id: number; status: number; note?: string | undefined },
) {
  const { transitions, noteColumn, wire } = KINDS[table];
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
  server.audit?.change({
    entity: table,
    id: input.id,
    field: 'status',
    before: current.status,
    after: input.status,
  });
  return wire(moved);
}
