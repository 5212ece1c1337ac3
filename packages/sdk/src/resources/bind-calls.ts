import { CALL_PATHS, type CallPath } from '../calls/call-table';
import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';

/** The last part of the paths of the calls below `Prefix`, e.g. `create` below `app/order/info/`. */
export type ActionOf<Prefix extends string> = CallPath extends infer Path
  ? Path extends `${Prefix}${infer Action}`
    ? Action
    : never
  : never;

type PathOf<Prefix extends string, Action extends string> = Extract<`${Prefix}${Action}`, CallPath>;

/** The actions below `Prefix` whose request may be left out: only these can be bound without a body. */
type OptionalBodyActionOf<Prefix extends string> = {
  [Action in ActionOf<Prefix>]: undefined extends RequestOf<PathOf<Prefix, Action>> ? Action : never;
}[ActionOf<Prefix>];

/** A call that takes a body (or query) and the per-call options. */
export type CallWithBody<Path extends CallPath> = (
  body: RequestOf<Path>,
  options?: CallOptions,
) => Promise<ResponseOf<Path>>;

/** A call that sends nothing and takes only the per-call options. */
export type CallWithoutBody<Path extends CallPath> = (options?: CallOptions) => Promise<ResponseOf<Path>>;

/** The calls below `Prefix` as functions, those in `Bodyless` without a body. */
export type BoundCalls<Prefix extends string, Bodyless extends string> = {
  [Name in Exclude<ActionOf<Prefix>, Bodyless>]: CallWithBody<PathOf<Prefix, Name>>;
} & { [Name in Bodyless]: CallWithoutBody<PathOf<Prefix, Name>> };

/**
 * Binds every call below `prefix` to a caller: one function per action, named like the last part of
 * its path, so each path is written once, in the call table. Actions the resource calls without a
 * body (`userCount()`, `person()`) are listed in `withoutBody`; a misspelt one, or one listed
 * although its request needs a body, does not compile.
 * @example
 * const info = bindCalls(call, 'app/order/info/', ['userCount']);
 * await info.create({ goodsList, addressId }); // POST app/order/info/create
 * await info.userCount(); // GET app/order/info/userCount
 */
export function bindCalls<Prefix extends string, Bodyless extends OptionalBodyActionOf<Prefix> = never>(
  call: Caller,
  prefix: Prefix,
  withoutBody: readonly Bodyless[] = [],
): BoundCalls<Prefix, NoInfer<Bodyless>> {
  const bound: Record<string, unknown> = {};
  for (const path of CALL_PATHS) {
    const action = path.slice(prefix.length);
    if (path.startsWith(prefix) && !action.includes('/')) {
      bound[action] = (withoutBody as readonly string[]).includes(action)
        ? (options?: CallOptions) => call(path, undefined, options)
        : (body: unknown, options?: CallOptions) => call(path, body, options);
    }
  }
  return bound as BoundCalls<Prefix, Bodyless>;
}
