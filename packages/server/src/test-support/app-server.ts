import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type MallServer } from '../create-server';
import { parseEnv } from '../env';
import { appStaticMount } from '../http/app-static';

/** The `index.html` of a bare built app. */
export const BARE_INDEX = '<!doctype html><html><head></head><body></body></html>';

/**
 * A server on PGlite that serves the built app in `dist` (its `index.html` written as `index`),
 * with the settings `extra`, logging nothing.
 */
export function appServer(
  dist: string,
  extra: Record<string, string>,
  index = BARE_INDEX,
): Promise<MallServer> {
  writeFileSync(join(dist, 'index.html'), index);
  const env = parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10', APP_DIST_DIR: dist, ...extra });
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return createServer({
    env,
    database: { kind: 'pglite' },
    log: quiet,
    mounts: (context) => [appStaticMount(context)],
  });
}
