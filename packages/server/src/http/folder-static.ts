import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { ServerContext } from '../server-context';
import type { RouteMount } from './app';
import { inlineHash } from './security-headers';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A built folder served as it is under a path of its own. */
export interface ServedFolder {
  /** Where it is served, e.g. `/storybook` (no trailing slash). */
  prefix: string;
  /** The folder on disk. */
  root: string;
}

/** The UI kit's built Storybook at `/storybook/` and the API reference at `/reference/`. */
export const DESIGNER_FOLDERS: readonly ServedFolder[] = [
  { prefix: '/storybook', root: join(repositoryRoot, 'packages', 'react-ui', 'storybook-static') },
  { prefix: '/reference', root: join(repositoryRoot, 'docs', 'api') },
];

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=UTF-8',
};

/** The text of each inline `<script>` of a page (those without `src`). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');
}

/**
 * The policy of a page of a served folder: its scripts from this origin and its own inline scripts
 * by hash, inline styles (Storybook styles its UI at run time), framed by this origin only (the
 * Storybook manager shows stories in a frame of the same folder). The app's page and the API keep
 * their own policies.
 */
export function folderPagePolicy(html: string): string {
  const hashes = inlineScripts(html).map((script) => ` ${inlineHash(script)}`);
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Whether `file` is `folder` or inside it. */
const within = (folder: string, file: string) => file === folder || file.startsWith(`${folder}${sep}`);

/**
 * The file a request path names inside `root`, or `undefined` when it would leave it: by its path,
 * and, when it exists, by where its links lead (a link inside the folder to a file outside is
 * refused).
 */
export function fileInFolder(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) {
    return undefined;
  }
  const folder = resolve(root);
  const file = resolve(folder, `.${sep}${decoded}`);
  if (!within(folder, file)) {
    return undefined;
  }
  if (existsSync(file) && !within(realpathSync(folder), realpathSync(file))) {
    return undefined;
  }
  return file;
}

/**
 * Serves `folder.root` under `folder.prefix` when it exists: its files as they are, a folder's
 * `index.html` for the folder, 404 for anything else under the prefix (never a file outside it).
 */
export function folderStaticMount(server: ServerContext, folder: ServedFolder): RouteMount {
  const { prefix, root } = folder;
  return (app) => {
    if (!existsSync(root)) {
      server.log.info('no folder to serve', { prefix, root });
      return;
    }
    app.get(prefix, (context) => context.redirect(`${prefix}/`, 301));
    app.get(`${prefix}/*`, (context) => {
      const relative = context.req.path.slice(prefix.length + 1);
      let file = fileInFolder(root, relative);
      if (file && existsSync(file) && statSync(file).isDirectory()) {
        file = join(file, 'index.html');
      }
      if (!file || !existsSync(file) || !statSync(file).isFile()) {
        return context.notFound();
      }
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
      if (type.startsWith('text/html')) {
        const html = readFileSync(file, 'utf8');
        return context.body(html, 200, {
          ...headers,
          'Content-Security-Policy': folderPagePolicy(html),
          'X-Frame-Options': 'SAMEORIGIN',
        });
      }
      return context.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, headers);
    });
  };
}

/**
 * The mounts of {@link DESIGNER_FOLDERS}, each skipped while its folder is not built; none in
 * production: the kit's pages and the reference are for the team, and a shop's origin (where its
 * shoppers' sessions live) serves nothing with a policy looser than the app's.
 */
export function designerFolderMounts(server: ServerContext, env: { NODE_ENV: string }): RouteMount[] {
  return env.NODE_ENV === 'production'
    ? []
    : DESIGNER_FOLDERS.map((folder) => folderStaticMount(server, folder));
}
