import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { InvalidImageError, readImage } from './image-metadata.service';
import { dayFolder } from './upload-policy.service';

/** Where local uploads live: `${DATA_DIR}/uploads`. */
export function uploadRoot(server: ServerContext): string {
  return resolve(server.env.DATA_DIR, 'uploads');
}

/** `GET app/base/comm/uploadMode` (contract §12). */
export function uploadMode(server: ServerContext) {
  return server.env.UPLOAD_MODE === 'aws'
    ? { mode: 'cloud' as const, type: 'aws' as const }
    : { mode: 'local' as const, type: 'local' as const };
}

function tooLarge(server: ServerContext): AppError {
  return new AppError('upload.tooLarge', {
    httpStatus: 413,
    params: { max: Math.round(server.env.UPLOAD_MAX_BYTES / 1024 / 1024) },
  });
}

/**
 * Stores a picture a shopper uploads (local mode): checked by content (JPEG, PNG, WebP, GIF only),
 * by size and by pixel count, its metadata stripped, written as `{YYYYMMDD}/{uuid}.{ext}` under
 * the upload folder and recorded. Answers the file's absolute URL.
 */
export async function storeUpload(server: ServerContext, userId: number, form: FormData): Promise<string> {
  const file = form.get('file');
  if (!(file instanceof Blob)) {
    throw new AppError('upload.fileRequired', { code: 1002, data: { field: 'file' } });
  }
  if (file.size > server.env.UPLOAD_MAX_BYTES) {
    throw tooLarge(server);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  let read: ReturnType<typeof readImage>;
  try {
    read = readImage(bytes);
  } catch (error) {
    if (error instanceof InvalidImageError) {
      throw new AppError('upload.imageInvalid');
    }
    throw error;
  }
  if (!read) {
    throw new AppError('upload.typeNotAllowed');
  }
  const { info, stripped } = read;
  if (info.width * info.height > server.env.UPLOAD_MAX_PIXELS) {
    throw new AppError('upload.tooManyPixels');
  }
  const path = `${dayFolder(server.now())}/${randomUUID()}.${info.extension}`;
  const target = join(uploadRoot(server), path);
  await mkdir(join(target, '..'), { recursive: true });
  await writeFile(target, stripped, { flag: 'wx' });
  await server.db
    .insertInto('upload')
    .values({ user_id: userId, path, mime: info.mime, size: stripped.length, create_time: server.now() })
    .execute();
  return `${server.publicUrl}/uploads/${path}`;
}
