import type { ServerContext } from '../server-context';

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
    const replaced = await trx
      .deleteFrom('app_version')
      .where('version', '=', input.version)
      .where('platform', '=', input.platform)
      .returning(['code', 'url', 'force_update'])
      .executeTakeFirst();
    const release = (row: { code: number; url: string; force_update: boolean } | undefined) =>
      row ? { code: row.code, url: row.url, forceUpdate: row.force_update } : null;
    server.audit?.change({
      entity: 'app_version',
      id: `${input.version}@${input.platform}`,
      field: 'release',
      before: release(replaced),
      after: release({ code: input.code, url: input.url, force_update: input.forceUpdate }),
    });
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
  const removed = await server.db
    .deleteFrom('app_version')
    .where('version', '=', version)
    .returning(['platform', 'code'])
    .execute();
  for (const row of removed) {
    server.audit?.change({
      entity: 'app_version',
      id: `${version}@${row.platform}`,
      field: 'release',
      before: { code: row.code },
      after: null,
    });
  }
  return { removed: removed.length };
}
