import { request as httpRequest } from 'node:http';

/** An answer as it came over the socket. */
export interface SocketAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One request to 127.0.0.1:`port` over a real socket. A body goes as JSON with its length declared,
 * or, with `chunked`, without one (chunked transfer, in 64 KB pieces).
 */
export function sendOverSocket(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  chunked = false,
): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(body !== undefined && !chunked ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    // The server may answer 413 and close before the whole body is sent.
    request.on('error', reject);
    if (chunked && body !== undefined) {
      for (let offset = 0; offset < body.length; offset += 65_536) {
        request.write(body.slice(offset, offset + 65_536));
      }
      request.end();
    } else {
      request.end(body);
    }
  });
}
