import { createServer, type Server } from 'node:http';
import type { Logger } from '../server-context';
import type { Metrics } from './metrics';

/**
 * The metrics' own node:http server (`METRICS_PORT`, `METRICS_HOST`): `GET /metrics` answers the
 * text exposition format, anything else 404. Never the shoppers' port: what the process counts is
 * for whoever can reach this address, which a deployment keeps private. Not yet listening.
 */
export function metricsServer(metrics: Metrics, log: Logger): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.text().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error('metrics scrape failed', { error: error instanceof Error ? error.message : String(error) });
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
}
