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
