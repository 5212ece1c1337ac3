import { CALL_PATHS, CALLS } from '@mall/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';

interface Operation {
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<
    string,
    { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }
  >;
}

describe.each(TEST_DATABASES)('openapi.json on %s', (database) => {
  let test: TestServer;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  };
  beforeAll(async () => {
    test = await startTestServer(database);
    const response = await test.fetch('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    document = JSON.parse(await response.text());
  });
  afterAll(async () => {
    // Let the pool's connections finish closing before the harness drops the database with force.
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
  });

  it('is OpenAPI 3.1 with every call of the table under its method', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toHaveLength(CALL_PATHS.length);
    for (const path of CALL_PATHS) {
      const operation = document.paths[`/api/${path}`]?.[CALLS[path].method.toLowerCase()];
      expect(operation, path).toBeDefined();
      const schema = operation?.responses[200]?.content['application/json'].schema;
      expect(Object.keys(schema?.properties ?? {})).toEqual(['code', 'message', 'data']);
    }
  });

  it('asks for the raw Authorization token where a call needs it', () => {
    expect(document.components.securitySchemes.token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    );
    expect(document.paths['/api/app/order/info/create']?.post?.security).toEqual([{ token: [] }]);
    expect(document.paths['/api/app/goods/info/page']?.post?.security).toEqual([{}, { token: [] }]);
    expect(document.paths['/api/app/user/login/password']?.post?.security).toEqual([]);
  });

  it('describes GET input as query parameters and POST input as a JSON body', () => {
    const info = document.paths['/api/app/goods/info/info']?.get;
    expect(info?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'query', required: true })]);
    expect(info?.requestBody).toBeUndefined();
    const check = document.paths['/api/app/app/version/check']?.get;
    expect(check?.parameters?.map((parameter) => [parameter.name, parameter.required])).toEqual([
      ['version', true],
      ['platform', false],
    ]);
    const create = document.paths['/api/app/order/info/create']?.post;
    expect(Object.keys(create?.requestBody?.content ?? {})).toEqual(['application/json']);
    const upload = document.paths['/api/app/base/comm/upload']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toContain('multipart/form-data');
  });
});
