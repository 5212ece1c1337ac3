import type { RouteMount } from '../../http/app';
import type { ServerContext } from '../../server-context';

/** `GET /uploads/*`: serves locally stored uploads with safe headers. */
export function uploadFilesMount(_server: ServerContext): RouteMount {
  return () => undefined;
}
