import { createHash, timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { reuseTransaction } from '../db/reuse-transaction';
import type { AppVariables, RouteMount } from '../http/app';
import { AppError } from '../http/app-error';
import { failure, success } from '../http/envelope';
import { validateInput } from '../http/validate';
import { actorLabel } from '../observability/request-log';
import { SIGN_IN_ACTION, SIGN_OUT_ACTION } from '../routes/operator/operator.operator';
import type { ServerContext } from '../server-context';
import { parseIdempotencyKey, runOperatorIdempotent } from '../services/idempotency.service';
import { authenticateOperator, signIn, signOut } from '../services/operator.service';
import { clientAddress } from '../services/rate-limit.service';
import {
  auditKeysOf,
  createAuditRecorder,
  idempotencyOwnerOf,
  type OperatorActor,
  publishAfterCommit,
  writeAudit,
} from './audit';
import type { OperatorAction, OperatorActions } from './operator-handler';
import { roleAllows } from './permissions';

/** Compares digests of equal length, so neither the token's content nor its length shows in the time taken. */
function sameToken(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The credential of a request: `Authorization: Bearer <token>`, or the token alone. */
function presentedToken(request: Request): string {
  const header = request.headers.get('authorization')?.trim() ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : header;
}

/** Who a credential is, and the session token when it is an operator's. */
export interface OperatorCredential {
  actor: OperatorActor;
  sessionToken: string | null;
}

/**
 * Who presents `token`: the service account (`OPERATOR_TOKEN`, every permission) or a signed-in
 * operator. No token, a wrong one, an expired or ended session: 401, each with its own message.
 */
export async function authenticateCredential(
  server: ServerContext,
  token: string,
): Promise<OperatorCredential> {
  if (!token) {
    throw new AppError('operator.credentialMissing', { httpStatus: 401 });
  }
  const expected = server.env.OPERATOR_TOKEN;
  if (expected && sameToken(token, expected)) {
    return { actor: { kind: 'service', name: 'service' }, sessionToken: null };
  }
  const operator = await authenticateOperator(server, token);
  return { actor: { kind: 'operator', ...operator }, sessionToken: token };
}

/** Refuses (403, naming the permission) an operator whose role lacks what the action needs. */
export function assertAllowed(actor: OperatorActor, action: OperatorAction): void {
  if (actor.kind === 'operator' && !roleAllows(actor.role, action.permission)) {
    throw new AppError('operator.forbidden', { httpStatus: 403, params: { permission: action.permission } });
  }
}

/** One operator action to run for an actor, as the API and the CLI ask for it. */
export interface OperatorCall {
  name: string;
  action: OperatorAction;
  /** Validated by the action's schema. */
  input: unknown;
  actor: OperatorActor;
  address?: string | null | undefined;
  requestId?: string | null | undefined;
  /** Honoured by actions marked `idempotent`. */
  idempotencyKey?: string | undefined;
  /** Replaces the action's own work (signing out the very session presented). */
  run?: ((scoped: ServerContext) => Promise<unknown>) | undefined;
}

/**
 * Runs an operator action for `actor` (permission checked by the caller, see {@link assertAllowed}).
 * A read (GET) just runs. A POST runs in one transaction with its audit row: the action gets a
 * scoped context on the transaction, with the actor and a recorder of what it changes (balances,
 * stock, statuses), and the row (actor, action, the input's ids, the changes, time, address,
 * request id) is written before the commit; an action that fails leaves no row. With an
 * `Idempotency-Key` on an idempotent action, a retry answers the first answer (`replayed`) and
 * writes nothing. Chat replies are published once the transaction has committed.
 */
export async function runOperatorAction(
  server: ServerContext,
  call: OperatorCall,
): Promise<{ data: unknown; replayed: boolean }> {
  const { actor, action } = call;
  const runAction = call.run ?? ((scoped: ServerContext) => action.run(scoped, call.input));
  if (action.method === 'GET') {
    return { data: await runAction({ ...server, actor }), replayed: false };
  }
  const chat = publishAfterCommit(server.chat);
  const work = async (scoped: ServerContext) => {
    const recorder = createAuditRecorder();
    const data = await runAction({ ...scoped, actor, audit: recorder, chat });
    await writeAudit(scoped.db, {
      actor,
      action: call.name,
      keys: auditKeysOf(call.input, data),
      changes: recorder.changes(),
      address: call.address ?? null,
      requestId: call.requestId ?? null,
      time: server.now(),
    });
    return data;
  };
  if (call.idempotencyKey === undefined && action.keyRequired?.(call.input)) {
    throw new AppError('operator.keyRequired', { httpStatus: 400 });
  }
  const key = action.idempotent ? call.idempotencyKey : undefined;
  const result =
    key === undefined
      ? {
          data: await server.db
            .transaction()
            .execute((trx) => work({ ...server, db: reuseTransaction(trx) })),
          replayed: false,
        }
      : await runOperatorIdempotent(
          server,
          {
            actor: idempotencyOwnerOf(actor),
            key: parseIdempotencyKey(key),
            path: call.name,
            input: call.input,
          },
          work,
        );
  if (!result.replayed) {
    chat.flush();
  }
  return result;
}

/** The TCP peer of a request (see `http/app.ts`); none for a request handed to the app in-process. */
function peerAddressOf(context: Context): string | undefined {
  return (context.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
}

/** The operator name a failed sign-in gave (its body is read once and kept by the request). */
async function attemptedName(context: Context): Promise<string | null> {
  try {
    const body = JSON.parse(await context.req.text()) as { name?: unknown };
    return typeof body.name === 'string' ? body.name.slice(0, 64) : null;
  } catch {
    return null;
  }
}

/** The security event a refused operator call is logged as (`event` of its log line). */
function refusalEvent(name: string, error: AppError | undefined): string {
  if (name === SIGN_IN_ACTION) {
    return 'operator.login.failed';
  }
  if (error?.httpStatus === 401) {
    return 'operator.credential.refused';
  }
  return error?.httpStatus === 403 ? 'operator.forbidden' : 'operator.action.failed';
}

/**
 * One line per operator call (`docs/OPERATIONS.md`, "Logs"): who (the actor's name, `service` or
 * none when the credential was refused), which action, how it ended; never the input, which may
 * hold a password or a one-time code.
 */
function logOperatorEvent(server: ServerContext, level: 'info' | 'warn', details: Record<string, unknown>) {
  server.log[level](String(details.event), details);
}

/** The largest operator call body: a version's description is the longest field (2 000 characters). */
export const OPERATOR_BODY_LIMIT = 64 * 1024;

/**
 * Mounts the operator API at `/api/admin/...`. Every action but signing in needs a credential
 * (`Authorization`, raw or `Bearer`): `OPERATOR_TOKEN` (the service account, when set) or an
 * operator's session token; the operator's role must hold the action's permission.
 */
export function operatorRoutes(server: ServerContext, actions: OperatorActions): RouteMount {
  return (app) => {
    // Signing in is open to anyone: no body may be larger than a shopper call's.
    app.use(
      '/api/admin/*',
      bodyLimit({
        maxSize: OPERATOR_BODY_LIMIT,
        onError: (context) =>
          failure(new AppError('error.bodyTooLarge', { httpStatus: 413 }), context.get('locale')),
      }),
    );
    for (const [name, action] of Object.entries(actions)) {
      const answer = async (context: Context<{ Variables: AppVariables }>) => {
        const locale = context.get('locale');
        const request = context.req.raw;
        const address = clientAddress({ server, request, peerAddress: peerAddressOf(context) });
        const requestId = (context.get('requestId') as string | undefined) ?? null;
        const credential =
          name === SIGN_IN_ACTION ? null : await authenticateCredential(server, presentedToken(request));
        if (credential) {
          context.set('actor', credential.actor);
          assertAllowed(credential.actor, action);
        }
        let raw: unknown = Object.fromEntries(new URL(request.url).searchParams);
        if (action.method === 'POST') {
          const text = await context.req.text();
          try {
            raw = text.trim() ? JSON.parse(text) : {};
          } catch {
            throw new AppError('error.invalidJson', { code: 1002 });
          }
        }
        const input = validateInput(action.schema, raw, locale);
        if (!credential) {
          return success(
            await signInAudited(server, input as Parameters<typeof signIn>[1], address, requestId),
            locale,
          );
        }
        const sessionToken = credential.sessionToken;
        const { data, replayed } = await runOperatorAction(server, {
          name,
          action,
          input,
          actor: credential.actor,
          address,
          requestId,
          idempotencyKey: context.req.header('idempotency-key'),
          run:
            name === SIGN_OUT_ACTION && sessionToken ? (scoped) => signOut(scoped, sessionToken) : undefined,
        });
        return success(data, locale, replayed ? { 'Idempotent-Replayed': 'true' } : undefined);
      };
      app.on(action.method, `/api/admin/${name}`, async (context) => {
        const requestId = (context.get('requestId') as string | undefined) ?? null;
        try {
          const response = await answer(context);
          logOperatorEvent(server, 'info', {
            event: name === SIGN_IN_ACTION ? 'operator.login' : 'operator.action',
            action: name,
            actor: actorLabel(context.get('actor')) ?? null,
            status: 'done',
            replayed: response.headers.get('idempotent-replayed') === 'true',
            requestId,
          });
          return response;
        } catch (error) {
          const refused = error instanceof AppError ? error : undefined;
          logOperatorEvent(server, 'warn', {
            event: refusalEvent(name, refused),
            ...(name === SIGN_IN_ACTION ? { name: await attemptedName(context) } : {}),
            action: name,
            actor: actorLabel(context.get('actor')) ?? null,
            status: refused?.httpStatus ?? 500,
            reason: refused?.key ?? 'error',
            requestId,
          });
          throw error;
        }
      });
    }
  };
}

/**
 * Signs an operator in and writes the sign-in's audit row (the name, never the password). A
 * failed sign-in writes no row: it is counted toward the lockout instead, outside any transaction
 * that could roll the count back.
 */
async function signInAudited(
  server: ServerContext,
  input: Parameters<typeof signIn>[1],
  address: string | null,
  requestId: string | null,
) {
  const answer = await signIn(server, input, address);
  await writeAudit(server.db, {
    actor: { kind: 'operator', ...answer.operator },
    action: SIGN_IN_ACTION,
    keys: { id: answer.operator.id },
    changes: [],
    address,
    requestId,
    time: server.now(),
  });
  return answer;
}
