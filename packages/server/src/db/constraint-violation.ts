/**
 * What a failed statement tells about the constraint it broke. PostgreSQL and PGlite both report
 * the SQLSTATE in `code`, so one check serves both databases.
 */
function sqlStateOf(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/** Whether an error is a unique-constraint violation (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** Whether an error is a check-constraint violation (PostgreSQL code 23514). */
export function isCheckViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23514';
}

/**
 * Whether a statement failed for meeting another transaction, and did nothing: a deadlock
 * (40P01) or a serialization failure (40001).
 */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}

/**
 * Runs `work` and answers a unique-constraint violation with `answer(error)` instead: where a
 * unique index is what keeps something to once (one review per line, one coupon per offer), the
 * shopper gets the message that says so. Other errors pass through.
 */
export async function onUniqueViolation<Result>(
  work: () => Promise<Result>,
  answer: (error: unknown) => Error,
): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw answer(error);
    }
    throw error;
  }
}
