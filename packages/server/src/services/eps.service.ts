import { CALL_PATHS, CALLS, permissionKey } from '@mall/sdk';

/** One API of the description. */
interface EpsApi {
  method: string;
  path: string;
  summary: string;
  permission: string;
  auth: string;
}

/** One entity (`/app/order/info`) and its APIs. */
interface EpsEntity {
  prefix: string;
  module: string;
  name: string;
  api: EpsApi[];
}

/**
 * The machine-readable description of the API (cool-admin's `eps` shape): module name → its
 * entities, each with its prefix and APIs, every API with its method, path below the prefix,
 * permission key `module:entity:action` and whether it needs the shopper's token. Built from the
 * SDK's call table, so it can never disagree with the routes.
 */
export function epsDescription(): Record<string, EpsEntity[]> {
  const modules: Record<string, EpsEntity[]> = {};
  const entities = new Map<string, EpsEntity>();
  for (const path of CALL_PATHS) {
    const definition = CALLS[path];
    const segments = path.split('/');
    const action = segments[segments.length - 1] ?? '';
    const module = segments[1] ?? '';
    const prefix = `/${segments.slice(0, -1).join('/')}`;
    let entity = entities.get(prefix);
    if (!entity) {
      entity = { prefix, module, name: segments.slice(2, -1).join('.'), api: [] };
      entities.set(prefix, entity);
      modules[module] ??= [];
      modules[module].push(entity);
    }
    entity.api.push({
      method: definition.method.toLowerCase(),
      path: `/${action}`,
      summary: `${definition.method} /api/${path}`,
      permission: permissionKey(path),
      auth: definition.auth,
    });
  }
  return modules;
}
