import type { RouteMount } from '../http/app';
import type { ServerContext } from '../server-context';

/** `GET /api/openapi.json`: the OpenAPI 3.1 description built from the call table and schemas. */
export function openApiMount(_server: ServerContext): RouteMount {
  return () => undefined;
}
