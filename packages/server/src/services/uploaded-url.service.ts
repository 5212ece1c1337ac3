import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';

/** The hosts shopper-submitted image URLs may come from: this server's uploads, and the S3 public URL. */
export function uploadHosts(server: ServerContext): string[] {
  const hosts = [`${server.publicUrl}/uploads/`];
  if (server.env.S3_PUBLIC_URL) {
    hosts.push(`${server.env.S3_PUBLIC_URL.replace(/\/+$/, '')}/`);
  }
  return hosts;
}

/** Refuses (1002) an image URL that was not uploaded to this shop (contract §12). */
export function assertUploadedUrl(server: ServerContext, url: string, field: string): void {
  if (!uploadHosts(server).some((host) => url.startsWith(host)) || url.includes('..')) {
    throw new AppError('upload.urlNotAllowed', { code: 1002, data: { field } });
  }
}

/**
 * Refuses (1002) the first of a list of image URLs (review pics, refund images) not uploaded to this
 * shop, naming it by its place: `field.index`.
 */
export function assertUploadedUrls(server: ServerContext, urls: readonly string[], field: string): void {
  urls.forEach((url, index) => {
    assertUploadedUrl(server, url, `${field}.${index}`);
  });
}
