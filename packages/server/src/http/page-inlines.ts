import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureWidth } from '@mall/sdk/pictures';
import type { ServerContext } from '../server-context';
import { localUploadPath, servedPicture } from '../services/served-picture';
import { acceptedValues } from './accept-header';

// What the served `index.html` carries inside itself instead of asking for it (the first screen's
// stylesheet, home's first banner when it is small), and the app's script tags a page that starts
// the app itself leaves out.

const RELATIVE_URL = /url\(\s*['"]?(?!data:|[a-z][a-z\d+.-]*:|\/)/i;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(?:\.?\/)?(assets\/[^"]+\.css)"[^>]*>/gi;

/**
 * `index` with the build's stylesheets (`<link rel="stylesheet" href="./assets/….css">`, the first
 * screen's CSS) written into it as `<style>` elements, and their texts (the page's CSP allows each
 * by hash): the first paint waits for no request but the page. A stylesheet that cannot be read,
 * that holds `</style`, or that names a file by a relative `url(…)` (read against the page, it
 * would miss) keeps its link.
 */
export function inlineStylesheets(index: string, root: string): { html: string; styles: string[] } {
  const styles: string[] = [];
  const html = index.replace(STYLESHEET, (tag: string, file: string) => {
    let css: string;
    try {
      css = readFileSync(join(root, file), 'utf8');
    } catch {
      return tag;
    }
    if (/<\/style/i.test(css) || RELATIVE_URL.test(css)) {
      return tag;
    }
    styles.push(css);
    return `<style>${css}</style>`;
  });
  return { html, styles };
}

/** The picture types a first picture is written into the page in: the small modern two. */
export type InlineFormat = 'avif' | 'webp';

/** A first picture is written into the page at this width (a phone's screen at about 2×)… */
export const INLINE_PICTURE_WIDTH = 750;
/**
 * …when it is at most this many bytes (flat artwork, as the demo's banners): the picture the app
 * then draws looks the same.
 */
export const INLINE_FULL_PICTURE_MAX_BYTES = 6 * 1024;
/**
 * A larger one (a photograph) is written into the page as its preview: `PREVIEW_PICTURE_WIDTH`
 * pixels wide at a low quality (`preview` in `services/picture-variants.service.ts`), a few
 * kilobytes that stand for it until the app's own `<img>` has loaded its `srcset` width over it.
 * At least as wide as the shell's content at its widest (640 CSS pixels): a browser never finds
 * the preview drawn larger than it is, so it takes its paint as the page's largest one (LCP) and not
 * the full picture's, which covers the same place.
 */
export const PREVIEW_PICTURE_WIDTH = 640;
/**
 * Both (the picture, or its preview) at least this tall too: home's banner slot (616 × 308 at its
 * widest, the picture covering it) as an offered size. A picture wider than the slot's 2 : 1, sized
 * by its width alone, would be drawn taller than it is: then the app's own picture, sized by height
 * and width, would be the larger paint and the page's LCP (spec §9: resize by height and width).
 */
export const INLINE_PICTURE_HEIGHT: PictureWidth = 320;
/**
 * What a page carries at most: home's first banner for a browser that has not been here (its page
 * request carries no validator, `If-None-Match`), and a goods link's first picture (`/?goods=N`),
 * which is mostly opened by someone who never fetched it. The picture then comes without a request
 * of its own after the page's and without sharing the line with the app's script, which the page
 * asks for once the picture is on screen; the app's own `<img>` fetches its `srcset` width later all
 * the same, so these bytes are extra ones, paid for the earlier picture. A preview keeps the page
 * small: a page that opens another screen (a goods link with the hash alone, which the server
 * cannot tell from home) carries home's banner for nothing, and its own picture waits behind it.
 */
export const INLINE_PICTURE_MAX_BYTES = 48 * 1024;
/**
 * …and home's first banner for a browser that has been here (it revalidates the page it keeps):
 * its cache keeps the banner too, so only a picture smaller than a request's own cost comes again,
 * and no preview.
 */
const INLINE_REVISIT_PICTURE_MAX_BYTES = 4096;

/** How large a first picture a page may carry, and whether as its preview when larger. */
export interface InlineLimit {
  maxBytes: number;
  preview: boolean;
}
/** A first visit's page, and a goods link's: a photograph as its preview, up to 48 KB. */
export const FIRST_VISIT_INLINE: InlineLimit = { maxBytes: INLINE_PICTURE_MAX_BYTES, preview: true };
/** A revisited page (and home's banner in a goods link's page): a small picture whole, or none. */
export const REVISIT_INLINE: InlineLimit = { maxBytes: INLINE_REVISIT_PICTURE_MAX_BYTES, preview: false };

/** The type a first picture may be written into the page in, from the page request's `Accept`. */
export function inlineFormat(accept: string | undefined): InlineFormat | undefined {
  const types = acceptedValues(accept);
  return types.has('image/avif') ? 'avif' : types.has('image/webp') ? 'webp' : undefined;
}

/**
 * The local upload at `url` as a `data:` address in `format`, or none (not a local upload, no such
 * variant, or too large): its variant `INLINE_PICTURE_WIDTH` wide (and at least
 * `INLINE_PICTURE_HEIGHT` tall) when that is at most `maxBytes`
 * and `INLINE_FULL_PICTURE_MAX_BYTES`; else, with `preview`, its preview when that is at most
 * `maxBytes`.
 */
export async function inlinePicture(
  server: ServerContext,
  url: string,
  format: InlineFormat,
  { maxBytes, preview }: InlineLimit,
): Promise<string | undefined> {
  const relative = localUploadPath(server, url);
  if (relative === undefined) {
    return undefined;
  }
  const type = `image/${format}`;
  const full = await servedPicture(
    server,
    relative,
    { width: INLINE_PICTURE_WIDTH, height: INLINE_PICTURE_HEIGHT },
    type,
  );
  let inline = full && full.size <= Math.min(maxBytes, INLINE_FULL_PICTURE_MAX_BYTES) ? full : undefined;
  if (!inline && full && preview) {
    const stand = await servedPicture(
      server,
      relative,
      { width: PREVIEW_PICTURE_WIDTH, height: INLINE_PICTURE_HEIGHT },
      type,
      'preview',
    );
    inline = stand && stand.size <= maxBytes ? stand : undefined;
  }
  if (inline?.type !== type) {
    return undefined;
  }
  return `data:${type};base64,${(await readFile(inline.path)).toString('base64')}`;
}

/**
 * The app's own scripts as `index.html` names them: the entry (`<script type="module" src>`) and the
 * chunks it preloads (`<link rel="modulepreload">`), as paths from the site's root.
 */
export interface AppScripts {
  entry: string;
  preloads: string[];
}

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="(?:\.?\/)?([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(?:\.?\/)?([^"]+)"[^>]*>\s*/gi;

/**
 * `index` without the tags that load the app's own scripts, and those scripts (for
 * `firstPictureScript` to add); `index` itself and none when it names no entry script.
 */
export function takeAppScripts(index: string): { html: string; scripts?: AppScripts } {
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  if (!entry) {
    return { html: index };
  }
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return { html: index.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), scripts: { entry, preloads } };
}
