import { sql } from 'kysely';
import type { ServerContext } from '../server-context';
import type { SubmissionTable } from './feedback-complaint.service';
import { mapPage, type PageInput, pageOf } from './paging';
import { SHOPPER_COLUMNS, shopperOf } from './queue-shopper';

/**
 * The support queues of feedback and complaints, as operators read them: oldest first, each with
 * its text, pictures, the contact the shopper left (feedback) and the shopper.
 */

/** The filters of a submission queue. */
export interface SubmissionQueueFilter extends PageInput {
  status: number;
  userId?: number | undefined;
  /** A `feedbackType` / `complainType` dictionary value. */
  type?: number | undefined;
}

// The queries touch only columns both tables have (and `contact`, read for feedback alone); they
// are written once against one of them.
const as = (table: SubmissionTable) => table as 'feedback';

/** Feedback or complaints in one status, oldest first. */
export async function submissionQueue(
  server: ServerContext,
  table: SubmissionTable,
  filter: SubmissionQueueFilter,
) {
  const source = as(table);
  let query = server.db
    .selectFrom(source)
    .innerJoin('app_user', 'app_user.id', `${source}.user_id`)
    .where(`${source}.status`, '=', filter.status);
  if (filter.userId !== undefined) {
    query = query.where(`${source}.user_id`, '=', filter.userId);
  }
  if (filter.type !== undefined) {
    query = query.where(`${source}.type`, '=', filter.type);
  }
  const rows = query
    .select([
      `${source}.id`,
      `${source}.type`,
      `${source}.content`,
      `${source}.images`,
      `${source}.status`,
      `${source}.create_time`,
      `${source}.update_time`,
      // Complaints have no contact column.
      table === 'feedback' ? 'feedback.contact' : sql<string | null>`null`.as('contact'),
      table === 'feedback' ? 'feedback.remark as note' : sql<string | null>`complaint.result`.as('note'),
      ...SHOPPER_COLUMNS,
    ])
    .orderBy(`${source}.id`, 'asc');
  return mapPage(await pageOf(rows, filter), (row) => ({
    id: row.id,
    type: row.type,
    content: row.content,
    images: row.images,
    ...(table === 'feedback' ? { contact: row.contact, remark: row.note } : { result: row.note }),
    status: row.status,
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
    shopper: shopperOf(row),
  }));
}
