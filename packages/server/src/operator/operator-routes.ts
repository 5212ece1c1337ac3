import { timingSafeEqual } from 'node:crypto';
import type { RouteMount } from '../http/app';
import { AppError } from '../http/app-error';
import { success } from '../http/envelope';
import { validateInput } from '../http/validate';
import type { ServerContext } from '../server-context';
import type { OperatorActions } from './operator-handler';

function sameToken(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Mounts the operator API at `/api/admin/...`. Without `OPERATOR_TOKEN` it answers 401 to every
 * call; with it, each call must carry the token in `Authorization` (raw or `Bearer`).
 */
export function operatorRoutes(server: ServerContext, actions: OperatorActions): RouteMount {
  return (app) => {
    app.use('/api/admin/*', async (context, next) => {
      const expected = server.env.OPERATOR_TOKEN;
      if (!expected) {
        throw new AppError('error.operatorDisabled', { httpStatus: 401 });
      }
      const header = context.req.header('authorization')?.trim() ?? '';
      const presented = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : header;
      if (!sameToken(presented, expected)) {
        throw new AppError('error.operatorUnauthorized', { httpStatus: 401 });
      }
      await next();
    });
    for (const [name, action] of Object.entries(actions)) {
      app.on(action.method, `/api/admin/${name}`, async (context) => {
        const locale = context.get('locale');
        let raw: unknown = Object.fromEntries(new URL(context.req.url).searchParams);
        if (action.method === 'POST') {
          const text = await context.req.text();
          try {
            raw = text.trim() ? JSON.parse(text) : {};
          } catch {
            throw new AppError('error.invalidJson', { code: 1002 });
          }
        }
        const input = validateInput(action.schema, raw, locale);
        return success(await action.run(server, input), locale);
      });
    }
  };
}
