import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { VIDEO_SNAPSHOT_MS } from '@mall/sdk';
import type { ServerContext } from '../server-context';
import { type ServedPicture, variantRoot } from './picture-variants.service';
import { localUploadPath, type UploadedFile, uploadedFile } from './served-picture';
import { uploadMode } from './upload.service';

const run = promisify(execFile);

/** The video types a goods video is served in (WebM plays in every browser the shop supports). */
const VIDEO_TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

/** Debian's ffmpeg (`scripts/ensure-ffmpeg.mjs` installs it), found on the PATH. */
const FFMPEG = 'ffmpeg';
/** The longest a poster may take to make. */
const POSTER_TIMEOUT_MS = 30_000;

/** The query that asks `/uploads/<video>` for its poster. */
export const POSTER_QUERY = 'poster';

/**
 * The poster the server answers with a goods video: in local mode, for a video among the local
 * uploads, the jpg frame at 1000 ms that `/uploads/<video>?poster` sends; null otherwise (a cloud
 * mode's client asks the provider for its snapshot, contract §12).
 */
export function goodsVideoPoster(server: ServerContext, video: string): string | null {
  if (!video || uploadMode(server).mode !== 'local' || localUploadPath(server, video) === undefined) {
    return null;
  }
  return `${video}${video.includes('?') ? '&' : '?'}${POSTER_QUERY}`;
}

/**
 * The video to send for the upload at `relative` (below the upload folder), or undefined when
 * there is none: the path must resolve inside the folder and name a video type.
 */
export function servedVideo(server: ServerContext, relative: string): Promise<UploadedFile | undefined> {
  return uploadedFile(server, relative, VIDEO_TYPES);
}

/** Posters being made, by video path: two requests at once make one. */
const making = new Map<string, Promise<ServedPicture | undefined>>();

/** Writes the jpg frame of `source` at `offset` seconds to `target`; whether ffmpeg wrote one. */
async function extractFrame(source: string, target: string, offset: number): Promise<boolean> {
  await run(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-ss', String(offset), '-i', source],
      ...['-frames:v', '1', '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', target],
    ],
    { timeout: POSTER_TIMEOUT_MS },
  );
  return ((await stat(target).catch(() => null))?.size ?? 0) > 0;
}

async function makePoster(server: ServerContext, video: ServedPicture, target: string) {
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(dirname(target), { recursive: true });
    // A video shorter than the offset has no frame there: its first frame serves.
    if (
      !(await extractFrame(video.path, temporary, VIDEO_SNAPSHOT_MS / 1000)) &&
      !(await extractFrame(video.path, temporary, 0))
    ) {
      throw new Error('ffmpeg wrote no frame');
    }
    await rename(temporary, target);
    const made = await stat(target);
    return { path: target, size: made.size, type: 'image/jpeg' };
  } catch (error) {
    server.log.warn('video poster failed', { path: video.path, error });
    await rm(temporary, { force: true });
    return undefined;
  }
}

/**
 * The poster of the video at `relative`: its jpg frame at 1000 ms (spec §9), made with ffmpeg the
 * first time it is asked for and kept under `${DATA_DIR}/upload-variants/posters/` (a video's
 * upload name is never written twice). Undefined when there is no such video, or ffmpeg fails
 * (logged; asked again on the next request).
 */
export async function videoPoster(
  server: ServerContext,
  relative: string,
): Promise<ServedPicture | undefined> {
  const video = await servedVideo(server, relative);
  if (!video) {
    return undefined;
  }
  const target = join(variantRoot(server), 'posters', `${video.relative}.jpg`);
  const kept = await stat(target).catch(() => null);
  if (kept?.isFile()) {
    return { path: target, size: kept.size, type: 'image/jpeg' };
  }
  let pending = making.get(target);
  if (!pending) {
    pending = makePoster(server, video, target).finally(() => making.delete(target));
    making.set(target, pending);
  }
  return pending;
}
