import { idSchema, integer, optionalText, PAGE_DEFAULTS } from '@mall/sdk/schemas';
import { z } from 'zod';
import { listAudit } from '../../operator/audit';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { PERMISSIONS, ROLE_NAMES, ROLES } from '../../operator/permissions';
import type { ServerContext } from '../../server-context';
import {
  createOperator,
  listOperators,
  operatorInfo,
  signIn,
  updateOperator,
} from '../../services/operator.service';

/** Signing in: the one action that takes no credential (`operator/operator-routes.ts`). */
export const SIGN_IN_ACTION = 'operator/login';
/** Signing out: over HTTP it ends the session presented. */
export const SIGN_OUT_ACTION = 'operator/logout';

const nameSchema = z
  .string({ error: 'validation.type' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, 'validation.username');
const passwordSchema = z
  .string({ error: 'validation.type' })
  .min(10, 'validation.password')
  .max(128, 'validation.password');
const roleSchema = z.enum(ROLE_NAMES, { error: 'validation.oneOf' });

/** A time filter: ISO 8601 with an offset, e.g. `2026-01-31T00:00:00Z`. */
const timeFilter = z.optional(
  z.pipe(
    z.iso.datetime({ offset: true, error: 'validation.invalid' }),
    z.transform((value: string) => new Date(value)),
  ),
);

/** Who is acting: the operator's own record and permissions, or the service account's. */
async function whoAmI(server: ServerContext) {
  const actor = server.actor;
  if (actor?.kind === 'operator') {
    return { kind: 'operator', ...(await operatorInfo(server, actor.id)), permissions: ROLES[actor.role] };
  }
  return { kind: 'service', name: 'service', role: null, permissions: PERMISSIONS };
}

/** Ends every session of the acting operator: what signing out means outside HTTP (the CLI on the machine). */
async function signOutEverywhere(server: ServerContext): Promise<void> {
  const actor = server.actor;
  if (actor?.kind === 'operator') {
    await server.db
      .updateTable('operator_session')
      .set({ revoked: true })
      .where('operator_id', '=', actor.id)
      .where('revoked', '=', false)
      .execute();
  }
}

/** The operators themselves: signing in, their accounts and roles, and the audit trail. */
export const operatorOperatorActions: OperatorActions = {
  [SIGN_IN_ACTION]: operatorAction({
    method: 'POST',
    // Not checked: signing in is what earns a credential.
    permission: 'operator:session:own',
    description: 'Sign in: {"name","password","code"?} -> {"token","expiresAt","operator"} (code: the TOTP)',
    schema: z.object({
      name: z
        .string({ error: 'validation.type' })
        .trim()
        .min(1, 'validation.required')
        .max(64, 'validation.max'),
      password: z
        .string({ error: 'validation.type' })
        .min(1, 'validation.required')
        .max(128, 'validation.max'),
      code: z.optional(z.string({ error: 'validation.type' }).trim().max(10, 'validation.max')),
    }),
    run: (server, input) => signIn(server, input, null),
  }),
  [SIGN_OUT_ACTION]: operatorAction({
    method: 'POST',
    permission: 'operator:session:own',
    description: 'Sign out: ends the session whose token the call carries',
    schema: z.object({}),
    run: (server) => signOutEverywhere(server),
  }),
  'operator/me': operatorAction({
    method: 'GET',
    permission: 'operator:session:own',
    description: 'Who the credential is: the operator (or the service account) and its permissions',
    schema: z.object({}),
    run: (server) => whoAmI(server),
  }),
  'operator/add': operatorAction({
    method: 'POST',
    permission: 'operator:operator:add',
    description:
      'Create an operator: {"name","password","role"} -> {"id",...,"totpSecret"?,"otpauthUrl"?} (the secret is shown once)',
    schema: z.object({ name: nameSchema, password: passwordSchema, role: roleSchema }),
    run: (server, input) => createOperator(server, input),
  }),
  'operator/list': operatorAction({
    method: 'GET',
    permission: 'operator:operator:list',
    description: 'Every operator with role, disabled flag, whether a TOTP is set and last sign-in',
    schema: z.object({}),
    run: (server) => listOperators(server),
  }),
  'operator/update': operatorAction({
    method: 'POST',
    permission: 'operator:operator:update',
    description:
      'Change an operator: {"id","role"?,"disabled"?,"resetTotp"?} (disabling or resetting the TOTP ends their sessions)',
    schema: z.object({
      id: idSchema,
      role: z.optional(roleSchema),
      disabled: z.optional(z.boolean({ error: 'validation.type' })),
      resetTotp: z.optional(z.boolean({ error: 'validation.type' })),
    }),
    run: (server, input) => updateOperator(server, input),
  }),
  'audit/list': operatorAction({
    method: 'GET',
    permission: 'operator:audit:list',
    description:
      'The audit trail, newest first: {"actor"?,"action"?,"from"?,"to"? (ISO times),"key"?,"value"? (e.g. orderId 12),"page"?,"size"?}',
    schema: z.object({
      actor: optionalText(64),
      action: optionalText(64),
      from: timeFilter,
      to: timeFilter,
      key: optionalText(32),
      value: optionalText(64),
      page: z._default(integer({ min: 1 }), PAGE_DEFAULTS.page),
      size: z._default(integer({ min: 1, max: PAGE_DEFAULTS.maxSize }), PAGE_DEFAULTS.size),
    }),
    run: (server, input) => listAudit(server, input),
  }),
};
