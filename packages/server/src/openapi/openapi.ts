import { CALL_PATHS, CALLS, type CallAuth, type CallPath, permissionKey } from '@mall/sdk';
import { requestSchemas, responseSchemas } from '@mall/sdk/schemas';
import { z } from 'zod';
import type { RouteMount } from '../http/app';
import type { ServerContext } from '../server-context';

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema (2020-12, what OpenAPI 3.1 uses) of what a shared schema accepts: for a request what
 * a client may send, for a response what the server sends (the wire side of both, `io: 'input'`).
 * Custom checks the format cannot express (a FormData body) become open.
 */
function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The object branch of a request schema (`z.object(...).optional()` comes out as a union with null-likes). */
function objectBranch(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object' || schema.properties) {
    return schema;
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      for (const branch of branches as JsonSchema[]) {
        const found = objectBranch(branch);
        if (found) {
          return found;
        }
      }
    }
  }
  return undefined;
}

/** A GET call's query parameters, from the properties of its request schema. */
function queryParameters(schema: JsonSchema) {
  const object = objectBranch(schema);
  const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** The envelope every answer comes in (contract §2), with `data` described by the call's response schema. */
function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'message'],
    properties: {
      code: {
        type: 'integer',
        description: '1000 success; 1001 business failure; 1002 validation; 1003 core failure',
      },
      message: { type: 'string', description: "In the request's `language`" },
      data,
    },
  };
}

const failureResponse = {
  description: 'Token missing, invalid, expired or revoked (code 1001)',
  content: { 'application/json': { schema: envelope({}) } },
};

/** The security requirement of a call: required token, optional token (guests too), or none. */
function securityOf(path: CallPath) {
  const auth: CallAuth = CALLS[path].auth;
  switch (auth) {
    case 'required':
      return [{ token: [] }];
    case 'optional':
      return [{}, { token: [] }];
    case 'none':
      return [];
    default:
      return auth satisfies never;
  }
}

function operationOf(path: CallPath) {
  const definition = CALLS[path];
  const request = jsonSchemaOf(requestSchemas[path]);
  const segments = path.split('/');
  const operation: Record<string, unknown> = {
    operationId: segments.join('_'),
    summary: path,
    description: `Permission key \`${permissionKey(path)}\`; token: ${definition.auth}.`,
    tags: [segments[1] ?? 'app'],
    'x-permission': permissionKey(path),
    security: securityOf(path),
    responses: {
      200: {
        description: 'The envelope; `data` on success (code 1000)',
        content: { 'application/json': { schema: envelope(jsonSchemaOf(responseSchemas[path])) } },
      },
      ...(definition.auth === 'required' ? { 401: failureResponse } : {}),
      ...('idempotent' in definition ? { 400: failureResponse, 422: failureResponse } : {}),
    },
  };
  if ('idempotent' in definition) {
    operation.description +=
      ' Send an `Idempotency-Key` (1-255 visible characters): a retry with the same key and request answers the first answer again (header `Idempotent-Replayed: true`) without doing the work twice; the same key with another request answers 422.';
  }
  if (definition.method === 'GET') {
    operation.parameters = queryParameters(request);
  } else if ('transfer' in definition && definition.transfer) {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
        'application/json': { schema: request },
      },
    };
  } else {
    operation.requestBody = { required: false, content: { 'application/json': { schema: request } } };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 description of the shopper API, built from the SDK's call table and its request
 * and response schemas — the same ones the routes validate with, so the document cannot drift.
 */
export function openApiDocument(server: ServerContext) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const path of CALL_PATHS) {
    paths[`/api/${path}`] = { [CALLS[path].method.toLowerCase()]: operationOf(path) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mall shopper API',
      version: '1.0.0',
      description:
        'Every call answers HTTP 200 with the envelope `{ code, message, data? }`; money is a decimal with at most 2 fraction digits; send the `language` header for messages in zh-Hans, zh-tw, en, bn or uz.',
    },
    servers: [{ url: server.publicUrl }],
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The raw access token (a `Bearer ` prefix is also accepted)',
        },
      },
    },
    paths,
  };
}

/** `GET /api/openapi.json`: the OpenAPI 3.1 description built from the call table and schemas. */
export function openApiMount(server: ServerContext): RouteMount {
  let document: string | undefined;
  return (app) => {
    app.get('/api/openapi.json', (context) => {
      document ??= JSON.stringify(openApiDocument(server));
      return context.body(document, 200, { 'content-type': 'application/json; charset=utf-8' });
    });
  };
}
