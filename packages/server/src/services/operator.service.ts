import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { dummyVerify, hashPassword, verifyPassword } from '../auth/password';
import { onUniqueViolation } from '../db/constraint-violation';
import { AppError, notFound } from '../http/app-error';
import { MONEY_ROLES, type RoleName } from '../operator/permissions';
import type { ServerContext } from '../server-context';
import { acceptedStep, newTotp, sealTotpSecret, type TotpEnrolment } from './operator-totp';
import { addressKeys, assertWithinLimit, FAILED_LOGIN_LIMIT, recordEvent } from './rate-limit.service';

/** An operator as the API shows one: never the password hash nor the TOTP secret. */
export interface OperatorView {
  id: number;
  name: string;
  role: RoleName;
  disabled: boolean;
  /** Whether the operator signs in with a one-time code. */
  totp: boolean;
  createTime: string;
  lastLoginTime: string | null;
}

/** The signed-in operator, as a session token names them. */
export interface SignedInOperator {
  id: number;
  name: string;
  role: RoleName;
}

/** Whether an operator of `role` signs in with a one-time code: money roles, or all by `OPERATOR_MFA`. */
export function needsSecondFactor(server: ServerContext, role: RoleName): boolean {
  return server.env.OPERATOR_MFA === 'all' || MONEY_ROLES.includes(role);
}

/** The SHA-256 of a session token, as `operator_session` keeps it. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The name the service account (`OPERATOR_TOKEN`) acts under. */
export const SERVICE_ACTOR_NAME = 'service';

function loginFailed(): AppError {
  return new AppError('operator.loginFailed', { httpStatus: 401 });
}

function viewOf(row: {
  id: number;
  name: string;
  role: RoleName;
  disabled: boolean;
  totp_secret_enc: string | null;
  create_time: Date;
  last_login_time: Date | null;
}): OperatorView {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    totp: row.totp_secret_enc !== null,
    createTime: row.create_time.toISOString(),
    lastLoginTime: row.last_login_time?.toISOString() ?? null,
  };
}

/**
 * Creates an operator. A role that signs in with a one-time code gets a TOTP secret, answered
 * here once (for the operator's authenticator app) and never again.
 */
export async function createOperator(
  server: ServerContext,
  input: { name: string; password: string; role: RoleName },
): Promise<SignedInOperator & Partial<TotpEnrolment>> {
  const name = input.name.trim();
  // `service` names the service account in the trail and the log: no operator may take it.
  if (name.toLowerCase() === SERVICE_ACTOR_NAME) {
    throw new AppError('operator.nameTaken');
  }
  const totp = needsSecondFactor(server, input.role) ? newTotp(name) : undefined;
  const passwordHash = await hashPassword(input.password, server.env.PASSWORD_HASH_COST);
  const now = server.now();
  // The id comes first: the secret is sealed bound to it, so it is never written in plain text.
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('operator', 'id'))::int as id
  `.execute(server.db);
  const id = (rows[0] as { id: number }).id;
  const totpSecretEnc = totp ? await sealTotpSecret(server, id, totp.totpSecret) : null;
  const row = await onUniqueViolation(
    () =>
      server.db
        .insertInto('operator')
        .values({
          id,
          name,
          password_hash: passwordHash,
          role: input.role,
          totp_secret_enc: totpSecretEnc,
          create_time: now,
          update_time: now,
        })
        .returning(['id', 'name', 'role'])
        .executeTakeFirstOrThrow(),
    () => new AppError('operator.nameTaken'),
  );
  server.audit?.change({ entity: 'operator', id: row.id, field: 'role', before: null, after: row.role });
  return { id: row.id, name: row.name, role: row.role, ...totp };
}

/**
 * Signs an operator in: name, password and, for a role that needs one, a one-time code. Every
 * failure — unknown name, wrong password, disabled operator, missing, wrong or reused code — is
 * the same 401, counted per name and per address under the shoppers' lockout rule
 * (`FAILED_LOGIN_LIMIT`); an unknown name still spends a hash, so timing does not tell it apart.
 * Answers an opaque token (only its SHA-256 is stored) valid for `OPERATOR_SESSION_TTL` seconds.
 */
export async function signIn(
  server: ServerContext,
  input: { name: string; password: string; code?: string | undefined },
  address: string | null,
): Promise<{ token: string; expiresAt: string; operator: SignedInOperator }> {
  const name = input.name.trim();
  const keys = [`operator-login:name:${name.toLowerCase()}`, ...addressKeys('operator-login', address)];
  await assertWithinLimit(server, keys, FAILED_LOGIN_LIMIT);
  const row = await server.db.selectFrom('operator').selectAll().where('name', '=', name).executeTakeFirst();
  let passwordMatches = false;
  if (row) {
    passwordMatches = await verifyPassword(input.password, row.password_hash);
  } else {
    await dummyVerify(input.password, server.env.PASSWORD_HASH_COST);
  }
  const fail = async (): Promise<never> => {
    await recordEvent(server, keys);
    throw loginFailed();
  };
  if (!row || !passwordMatches || row.disabled) {
    return fail();
  }
  const now = server.now();
  let step: number | null = null;
  if (needsSecondFactor(server, row.role) || row.totp_secret_enc !== null) {
    step = await acceptedStep(server, row, input.code);
    if (step === null) {
      return fail();
    }
  }
  // Spends the code's step: of two sign-ins with one code, one passes.
  let spend = server.db
    .updateTable('operator')
    .set({ last_login_time: now, ...(step === null ? {} : { totp_last_step: step }) })
    .where('id', '=', row.id)
    .where('disabled', '=', false);
  if (step !== null) {
    spend = spend.where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]));
  }
  const signedIn = await spend.returning('id').executeTakeFirst();
  if (!signedIn) {
    return fail();
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + server.env.OPERATOR_SESSION_TTL * 1000);
  await server.db
    .insertInto('operator_session')
    .values({ token_hash: tokenHash(token), operator_id: row.id, expires_at: expiresAt, create_time: now })
    .execute();
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    operator: { id: row.id, name: row.name, role: row.role },
  };
}

/**
 * The operator a session token belongs to. A token never issued answers `error.operatorUnauthorized`;
 * one expired, signed out, or of an operator since disabled answers `operator.sessionExpired`.
 */
export async function authenticateOperator(server: ServerContext, token: string): Promise<SignedInOperator> {
  const row = await server.db
    .selectFrom('operator_session')
    .innerJoin('operator', 'operator.id', 'operator_session.operator_id')
    .select([
      'operator.id',
      'operator.name',
      'operator.role',
      'operator.disabled',
      'operator_session.expires_at',
      'operator_session.revoked',
    ])
    .where('operator_session.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row) {
    throw new AppError('error.operatorUnauthorized', { httpStatus: 401 });
  }
  if (row.revoked || row.disabled || row.expires_at.getTime() <= server.now().getTime()) {
    throw new AppError('operator.sessionExpired', { httpStatus: 401 });
  }
  return { id: row.id, name: row.name, role: row.role };
}

/** Ends the session of `token` (signing out); its token is refused from now on. */
export async function signOut(server: ServerContext, token: string): Promise<void> {
  await server.db
    .updateTable('operator_session')
    .set({ revoked: true })
    .where('token_hash', '=', tokenHash(token))
    .execute();
}

async function revokeSessions(server: ServerContext, operatorId: number): Promise<void> {
  await server.db
    .updateTable('operator_session')
    .set({ revoked: true })
    .where('operator_id', '=', operatorId)
    .where('revoked', '=', false)
    .execute();
}

/** One operator as the API shows one. */
export async function operatorInfo(server: ServerContext, id: number): Promise<OperatorView> {
  const row = await server.db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) {
    throw notFound();
  }
  return viewOf(row);
}

/** Every operator, by name. */
export async function listOperators(server: ServerContext): Promise<OperatorView[]> {
  const rows = await server.db.selectFrom('operator').selectAll().orderBy('name').execute();
  return rows.map(viewOf);
}

/**
 * Changes an operator: the role (effective on the next call: sessions read it each time), the
 * disabled flag (disabling ends every session), and `resetTotp` (a new secret, answered once; the
 * old codes and every session end). A role that needs a one-time code and has no secret gets one.
 */
export async function updateOperator(
  server: ServerContext,
  input: {
    id: number;
    role?: RoleName | undefined;
    disabled?: boolean | undefined;
    resetTotp?: boolean | undefined;
  },
): Promise<OperatorView & Partial<TotpEnrolment>> {
  const row = await server.db
    .selectFrom('operator')
    .selectAll()
    .where('id', '=', input.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) {
    throw notFound();
  }
  const role = input.role ?? row.role;
  const disabled = input.disabled ?? row.disabled;
  const totp =
    input.resetTotp || (row.totp_secret_enc === null && needsSecondFactor(server, role))
      ? newTotp(row.name)
      : undefined;
  await server.db
    .updateTable('operator')
    .set({
      role,
      disabled,
      update_time: server.now(),
      ...(totp
        ? { totp_secret_enc: await sealTotpSecret(server, row.id, totp.totpSecret), totp_last_step: null }
        : {}),
    })
    .where('id', '=', row.id)
    .execute();
  if (role !== row.role) {
    server.audit?.change({ entity: 'operator', id: row.id, field: 'role', before: row.role, after: role });
  }
  if (disabled !== row.disabled) {
    server.audit?.change({
      entity: 'operator',
      id: row.id,
      field: 'disabled',
      before: row.disabled,
      after: disabled,
    });
  }
  if (input.resetTotp) {
    server.audit?.change({ entity: 'operator', id: row.id, field: 'totp', before: 'set', after: 'reset' });
  }
  // A session holds what its sign-in proved: a new role (perhaps one that needs a code the session
  // never gave), a new code or a disabled account sign the operator out everywhere.
  if ((disabled && !row.disabled) || input.resetTotp || role !== row.role) {
    await revokeSessions(server, row.id);
  }
  return { ...(await operatorInfo(server, row.id)), ...totp };
}

/**
 * Forgets sessions past their expiry (ended ones too, once expired: until then a token presented
 * again is told it was ended rather than unknown). Answers how many went.
 */
export async function purgeOperatorSessions(server: ServerContext): Promise<number> {
  const result = await server.db
    .deleteFrom('operator_session')
    .where('expires_at', '<', server.now())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
