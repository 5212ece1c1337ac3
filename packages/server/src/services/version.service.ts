import { CALL_PATHS, CALLS, permissionKey } from '@mall/sdk';
import { type DictType, PARAM_KEYS, type ParamKey } from '@mall/sdk/schemas';
import { AppError } from '../http/app-error';
import type { ServerLocale } from '../i18n/messages';
import type { ServerContext } from '../server-context';

/** Home banners in the shop's order. */
export async function bannerList(server: ServerContext) {
  const rows = await server.db
    .selectFrom('banner')
    .select(['id', 'title', 'pic', 'path', 'sort_num'])
    .orderBy('sort_num', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    pic: row.pic,
    path: row.path,
    sortNum: row.sort_num,
  }));
}

/** A dictionary value as the app uses it: whole numbers (feedback and complaint `type`) as numbers. */
function dictValueOf(value: string): string | number {
  return /^-?\d{1,15}$/.test(value) ? Number(value) : value;
}

/**
 * The entries of each requested dictionary (every requested type is present, possibly empty), in
 * `order_num` order, names in the request's language where a translation exists.
 */
export async function dictData(server: ServerContext, locale: ServerLocale, types: DictType[]) {
  const rows = await server.db
    .selectFrom('dict_info')
    .innerJoin('dict_type', 'dict_type.id', 'dict_info.type_id')
    .select([
      'dict_type.key as type',
      'dict_info.id as id',
      'dict_info.name as name',
      'dict_info.value as value',
      'dict_info.parent_id as parent_id',
      'dict_info.order_num as order_num',
      'dict_info.translations as translations',
    ])
    .where('dict_type.key', 'in', types)
    .orderBy('dict_info.order_num', 'asc')
    .orderBy('dict_info.id', 'asc')
    .execute();
  const data: Record<
    string,
    { id: number; name: string; value: string | number; parentId: number | null; orderNum: number }[]
  > = Object.fromEntries(types.map((type) => [type, []]));
  for (const row of rows) {
    data[row.type]?.push({
      id: row.id,
      name: row.translations[locale] || row.name,
      value: dictValueOf(row.value),
      parentId: row.parent_id,
      orderNum: row.order_num,
    });
  }
  return data;
}

/**
 * A common parameter a shopper may read (contract §12), as stored (`systemLogo` is a JSON array
 * in text); `null` when the shop has not set it. Any other key answers 1001.
 */
export async function commonParam(server: ServerContext, key: string): Promise<string | null> {
  if (!(PARAM_KEYS as readonly string[]).includes(key)) {
    throw new AppError('error.paramNotAllowed');
  }
  const row = await server.db
    .selectFrom('param')
    .select('value')
    .where('key', '=', key as ParamKey)
    .executeTakeFirst();
  return row?.value ?? null;
}

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

/** A semver version (`1.2.3`, optionally `-pre.1`), as the version check compares them. */
export const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

/**
 * Compares two semver versions (`1.10.0` > `1.9.0`; a pre-release sorts before its release);
 * negative, zero or positive. Unparsable versions sort lowest.
 */
export function compareVersions(left: string, right: string): number {
  const a = VERSION.exec(left.trim());
  const b = VERSION.exec(right.trim());
  if (!a || !b) {
    return (a ? 1 : 0) - (b ? 1 : 0);
  }
  for (let index = 1; index <= 3; index += 1) {
    const difference = Number(a[index]) - Number(b[index]);
    if (difference !== 0) {
      return difference;
    }
  }
  return comparePreRelease(a[4], b[4]);
}

function comparePreRelease(left: string | undefined, right: string | undefined): number {
  if (left === right) {
    return 0;
  }
  if (left === undefined) {
    return 1;
  }
  if (right === undefined) {
    return -1;
  }
  const a = left.split('.');
  const b = right.split('.');
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const x = a[index];
    const y = b[index];
    if (x === undefined || y === undefined) {
      return x === undefined ? -1 : 1;
    }
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    const difference = numeric ? Number(x) - Number(y) : x.localeCompare(y);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

/**
 * The newest version for a platform (its own rows and those for `all`), when it is newer than the
 * app's; `null` when the app is current.
 */
export async function checkVersion(server: ServerContext, version: string, platform: string | undefined) {
  const platforms = platform ? ['all', platform] : ['all'];
  const rows = await server.db
    .selectFrom('app_version')
    .select(['version', 'code', 'url', 'description', 'force_update'])
    .where('platform', 'in', platforms)
    .execute();
  let newest: (typeof rows)[number] | undefined;
  for (const row of rows) {
    if (!newest || compareVersions(row.version, newest.version) > 0) {
      newest = row;
    }
  }
  if (!newest || compareVersions(newest.version, version) <= 0) {
    return null;
  }
  return {
    version: newest.version,
    code: newest.code,
    url: newest.url,
    description: newest.description,
    forceUpdate: newest.force_update,
  };
}

/** A version the operator publishes (contract §13 `version/publish`). */
export interface PublishedVersion {
  version: string;
  code: number;
  url: string;
  description: string;
  forceUpdate: boolean;
  platform: string;
}

/**
 * Publishes a version of the app: the version check offers it to every app on an older version of
 * the platform (or of every platform with `all`). Publishing a version again replaces its row.
 */
export async function publishVersion(server: ServerContext, input: PublishedVersion) {
  return server.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('app_version')
      .where('version', '=', input.version)
      .where('platform', '=', input.platform)
      .execute();
    return trx
      .insertInto('app_version')
      .values({
        version: input.version,
        code: input.code,
        url: input.url,
        description: input.description,
        force_update: input.forceUpdate,
        platform: input.platform,
        create_time: server.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

/** Withdraws a published version (every platform's row of it); answers how many rows went. */
export async function withdrawVersion(server: ServerContext, version: string) {
  const result = await server.db.deleteFrom('app_version').where('version', '=', version).executeTakeFirst();
  return { removed: Number(result.numDeletedRows) };
}
