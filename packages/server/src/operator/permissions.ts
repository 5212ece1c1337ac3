/**
 * The operator side's permissions, named `module:entity:action` as the spec (§6) names permission
 * keys, and the roles that bundle them. Every operator action declares the one permission it
 * needs (`operator-handler.ts`); the service account (`OPERATOR_TOKEN`) holds them all.
 */
export const ROLE_NAMES = ['support', 'fulfilment', 'finance', 'catalogue', 'admin'] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * What each role may do besides its own session (`operator:session:own`: who am I, signing out).
 * A role reads the queues it acts on; the shopper's profile and orders (`user:user:info`) are read
 * by everyone who decides on a shopper's request.
 */
const ROLE_GRANTS = {
  // the shoppers' conversations and requests
  support: [
    'chat:session:list',
    'chat:message:reply',
    'feedback:feedback:list',
    'feedback:feedback:resolve',
    'complaint:complaint:list',
    'complaint:complaint:process',
    'user:user:info',
  ],
  // shipping and refunds
  fulfilment: [
    'order:order:list',
    'order:order:ship',
    'order:refund:list',
    'order:refund:approve',
    'order:refund:complete',
    'order:refund:refuse',
    'user:user:info',
  ],
  // money in and out
  finance: [
    'order:buyBack:list',
    'order:buyBack:approve',
    'order:buyBack:refuse',
    'account:withdrawal:list',
    'account:withdrawal:approve',
    'account:withdrawal:refuse',
    'account:recharge:list',
    'account:recharge:approve',
    'account:ledger:list',
    'user:user:add',
    'user:user:info',
  ],
  // what is on offer
  catalogue: [
    'goods:stock:list',
    'goods:stock:update',
    'coupon:coupon:add',
    'version:version:publish',
    'version:version:withdraw',
  ],
  // the operators themselves
  admin: [
    'operator:operator:list',
    'operator:operator:add',
    'operator:operator:update',
    'operator:audit:list',
  ],
} as const satisfies Record<RoleName, readonly string[]>;

/** Held by the service account alone: the development SMS sender's codes and captcha answers. */
const DEVELOPMENT_ONLY = ['user:sms:read', 'user:captcha:read'] as const;

const OWN_SESSION = 'operator:session:own';

export type Permission =
  | (typeof ROLE_GRANTS)[RoleName][number]
  | typeof OWN_SESSION
  | (typeof DEVELOPMENT_ONLY)[number];

/** What each role may do: its grants and its own session. */
export const ROLES: Readonly<Record<RoleName, readonly Permission[]>> = (() => {
  const roles = {} as Record<RoleName, readonly Permission[]>;
  for (const role of ROLE_NAMES) {
    roles[role] = [OWN_SESSION, ...ROLE_GRANTS[role]];
  }
  return roles;
})();

/** Every permission, each once: the roles' and the development ones. */
export const PERMISSIONS: readonly Permission[] = [
  ...new Set<Permission>([...ROLE_NAMES.flatMap((role) => ROLES[role]), ...DEVELOPMENT_ONLY]),
];

/**
 * Roles whose permissions move money: an operator holding one signs in with a second factor
 * (a time-based one-time code) whatever `OPERATOR_MFA` says. Admin is among them: it makes
 * operators of every role.
 */
export const MONEY_ROLES: readonly RoleName[] = ['finance', 'fulfilment', 'admin'];

/** Whether a role holds a permission. */
export function roleAllows(role: RoleName, permission: Permission): boolean {
  return ROLES[role].includes(permission);
}
