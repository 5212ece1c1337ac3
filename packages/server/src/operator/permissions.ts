/**
 * The operator side's permissions, named `module:entity:action` as the spec (§6) names permission
 * keys, and the roles that bundle them. Every operator action declares the one permission it
 * needs (`operator-handler.ts`); the service account (`OPERATOR_TOKEN`) holds them all.
 */
export const PERMISSIONS = [
  // support: the shoppers' conversations and requests
  'chat:session:list',
  'chat:message:reply',
  'feedback:feedback:list',
  'feedback:feedback:resolve',
  'complaint:complaint:list',
  'complaint:complaint:process',
  'user:user:info',
  // fulfilment: shipping and refunds
  'order:order:list',
  'order:order:ship',
  'order:refund:list',
  'order:refund:approve',
  'order:refund:complete',
  'order:refund:refuse',
  // finance: money in and out
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
  // catalogue: what is on offer
  'goods:stock:list',
  'goods:stock:update',
  'coupon:coupon:add',
  'version:version:publish',
  'version:version:withdraw',
  // every role: its own session (who am I, signing out)
  'operator:session:own',
  // admin: the operators themselves
  'operator:operator:list',
  'operator:operator:add',
  'operator:operator:update',
  'operator:audit:list',
  // development only (the development SMS sender): held by the service account alone
  'user:sms:read',
  'user:captcha:read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_NAMES = ['support', 'fulfilment', 'finance', 'catalogue', 'admin'] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * What each role may do. A role reads the queues it acts on; the shopper's profile and orders
 * (`user:user:info`) are read by everyone who decides on a shopper's request.
 */
export const ROLES: Record<RoleName, readonly Permission[]> = {
  support: [
    'operator:session:own',
    'chat:session:list',
    'chat:message:reply',
    'feedback:feedback:list',
    'feedback:feedback:resolve',
    'complaint:complaint:list',
    'complaint:complaint:process',
    'user:user:info',
  ],
  fulfilment: [
    'operator:session:own',
    'order:order:list',
    'order:order:ship',
    'order:refund:list',
    'order:refund:approve',
    'order:refund:complete',
    'order:refund:refuse',
    'user:user:info',
  ],
  finance: [
    'operator:session:own',
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
  catalogue: [
    'operator:session:own',
    'goods:stock:list',
    'goods:stock:update',
    'coupon:coupon:add',
    'version:version:publish',
    'version:version:withdraw',
  ],
  admin: [
    'operator:session:own',
    'operator:operator:list',
    'operator:operator:add',
    'operator:operator:update',
    'operator:audit:list',
  ],
};

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
