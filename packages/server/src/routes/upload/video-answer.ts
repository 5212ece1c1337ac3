import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { ServerContext } from '../../server-context';
import { POSTER_QUERY, servedVideo, videoPoster } from '../../services/goods-video.service';
import type { ServedPicture } from '../../services/picture-variants.service';

/** A video's upload name, like a picture's, is never written twice; nor is its poster. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What every answer of a file carries: its type stands, nothing in it runs. */
const FILE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" };

/** A byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range` header asks of a file of `size` bytes (`bytes=0-`, `bytes=100-199`,
 * `bytes=-500`): undefined without a header, or for one this does not serve (several ranges, other
 * units: the whole file is sent, as HTTP allows); `'unsatisfiable'` when it starts past the end.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) {
    return undefined;
  }
  const [, first = '', last = ''] = match;
  if (first === '') {
    const length = Number(last);
    return length === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) {
    return 'unsatisfiable';
  }
  return end < start ? undefined : { start, end };
}

/**
 * Sends a video file with its type and range requests (a browser's `<video>` asks for ranges to
 * seek): 206 with `Content-Range` for a range, 416 for one past the end, else 200 with the whole.
 */
function answerVideo(context: Context, video: ServedPicture): Response {
  const headers: Record<string, string> = {
    ...FILE_HEADERS,
    'Content-Type': video.type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': IMMUTABLE,
  };
  const range = requestedRange(context.req.header('range'), video.size);
  if (range === 'unsatisfiable') {
    return context.body(null, 416, { ...headers, 'Content-Range': `bytes */${video.size}` });
  }
  const { start, end } = range ?? { start: 0, end: video.size - 1 };
  const status = range ? 206 : 200;
  const answered = {
    ...headers,
    'Content-Length': String(end - start + 1),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${video.size}` } : {}),
  };
  if (context.req.method === 'HEAD' || video.size === 0) {
    return context.body(null, status, answered);
  }
  return context.body(
    Readable.toWeb(createReadStream(video.path, { start, end })) as ReadableStream,
    status,
    answered,
  );
}

/**
 * `GET /uploads/*` of a goods video among the local uploads (`.webm`, `.mp4`, below the upload
 * folder only, at `relative`): the video with its type and range requests, and with `?poster` its
 * jpg frame at 1000 ms (`goods-video.service.ts`, made once and kept), both cached a year.
 * Undefined for anything else, which the pictures' route answers (`upload.mounts.ts`).
 */
export async function answerUploadedVideo(
  server: ServerContext,
  context: Context,
  relative: string,
  url: URL,
): Promise<Response | undefined> {
  if (url.searchParams.has(POSTER_QUERY)) {
    const poster = await videoPoster(server, relative);
    return (
      poster &&
      context.body(new Uint8Array(await readFile(poster.path)), 200, {
        ...FILE_HEADERS,
        'Content-Type': poster.type,
        'Content-Length': String(poster.size),
        'Cache-Control': IMMUTABLE,
      })
    );
  }
  const video = await servedVideo(server, relative);
  return video && answerVideo(context, video);
}
