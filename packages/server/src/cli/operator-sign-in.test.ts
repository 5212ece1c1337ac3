import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverPackageDir } from '../test-support/server-process';
import { parseArgs } from './operator-args';
import { OperatorCallError } from './operator-client';
import { readSession, sameServer, writeSession } from './operator-session';

const prompts = vi.hoisted(() => ({ tty: false, asked: [] as string[], answers: [] as string[] }));

vi.mock('./operator-prompt', () => ({
  canPrompt: () => prompts.tty,
  prompt: async (question: string) => {
    prompts.asked.push(question);
    return prompts.answers.shift() ?? '';
  },
  readStdin: async () => '',
}));

const { runLogin } = await import('./operator-sign-in');

interface Seen {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in operator API: one password is right, every other sign-in is refused as the server does. */
async function fakeServer(): Promise<{ origin: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      seen.push({ path, authorization: request.headers.authorization, body });
      const answer = (status: number, envelope: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(envelope));
      };
      if (path === '/api/admin/operator/login') {
        if (body.password === 'right-password') {
          answer(200, {
            code: 1000,
            message: 'ok',
            data: {
              token: 'issued-token',
              expiresAt: Date.now() + 3_600_000,
              operator: { id: 1, name: body.name, role: 'admin' },
            },
          });
        } else {
          answer(401, { code: 1001, message: 'Wrong name, password or one-time code' });
        }
      } else if (path === '/api/admin/operator/me') {
        answer(200, { code: 1000, message: 'ok', data: { id: 1, name: 'root', role: 'admin' } });
      } else {
        answer(200, {
          code: 1000,
          message: 'ok',
          data: { list: [], pagination: { page: 1, size: 20, total: 0 } },
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const folder = mkdtempSync(join(tmpdir(), 'mall-admin-sign-in-'));
let issuer: Awaited<ReturnType<typeof fakeServer>>;
let other: Awaited<ReturnType<typeof fakeServer>>;

beforeAll(async () => {
  issuer = await fakeServer();
  other = await fakeServer();
});

afterAll(async () => {
  await issuer.close();
  await other.close();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => {
  issuer.seen.length = 0;
  other.seen.length = 0;
});

/** Runs the CLI as a script would (no terminal), with `env` over a clean operator environment. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@mall/source', 'src/cli/mall-admin.ts', ...args],
      {
        cwd: serverPackageDir,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: join(folder, 'data'),
          DATABASE_URL: '',
          OPERATOR_TOKEN: '',
          MALL_ADMIN_PASSWORD: '',
          MALL_URL: '',
          MALL_ADMIN_SESSION: join(folder, 'nobody.json'),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('signing in makes exactly one attempt', () => {
  const saved = { ...process.env };

  beforeEach(() => {
    prompts.tty = false;
    prompts.asked.length = 0;
    prompts.answers.length = 0;
    process.env.MALL_ADMIN_SESSION = join(folder, 'in-process.session.json');
    delete process.env.MALL_ADMIN_PASSWORD;
  });

  afterEach(() => {
    process.env = { ...saved };
  });

  const login = (argv: string[]) => runLogin(parseArgs(['root', ...argv]), () => issuer.origin);

  it('at a terminal asks for the password and the code first, then calls once', async () => {
    prompts.tty = true;
    prompts.answers.push('wrong-password', ' 123456 ');
    const refused = await login([]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OperatorCallError);
    expect((refused as OperatorCallError).status).toBe(401);
    expect(prompts.asked).toEqual(['Password: ', 'One-time code (empty if your role has none): ']);
    expect(issuer.seen).toHaveLength(1);
    expect(issuer.seen[0]?.body).toEqual({ name: 'root', password: 'wrong-password', code: '123456' });
  });

  it('at a terminal sends no code when none is typed, and keeps the session', async () => {
    prompts.tty = true;
    prompts.answers.push('right-password', '');
    expect(await login([])).toBe(0);
    expect(issuer.seen.map((seen) => seen.body)).toEqual([{ name: 'root', password: 'right-password' }]);
    expect(await readSession()).toMatchObject({ url: issuer.origin, token: 'issued-token' });
  });

  it('at a terminal does not ask for a code given with --code', async () => {
    prompts.tty = true;
    prompts.answers.push('wrong-password');
    await expect(login(['--code', '654321'])).rejects.toBeInstanceOf(OperatorCallError);
    expect(prompts.asked).toEqual(['Password: ']);
    expect(issuer.seen.map((seen) => seen.body)).toEqual([
      { name: 'root', password: 'wrong-password', code: '654321' },
    ]);
  });

  it('in a script sends --code if given, else none, and never asks', async () => {
    process.env.MALL_ADMIN_PASSWORD = 'wrong-password';
    await expect(login([])).rejects.toBeInstanceOf(OperatorCallError);
    await expect(login(['--code', '111111'])).rejects.toBeInstanceOf(OperatorCallError);
    expect(prompts.asked).toEqual([]);
    expect(issuer.seen.map((seen) => seen.body)).toEqual([
      { name: 'root', password: 'wrong-password' },
      { name: 'root', password: 'wrong-password', code: '111111' },
    ]);
  });

  it('through the CLI, a wrong password is one refused attempt (exit 2)', async () => {
    const run = await cli(['login', 'root'], { MALL_URL: issuer.origin, MALL_ADMIN_PASSWORD: 'wrong' });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain('Wrong name, password or one-time code');
    expect(issuer.seen.filter((seen) => seen.path === '/api/admin/operator/login')).toHaveLength(1);
  });
});

describe("a stored session's token goes only to the server that issued it", () => {
  const session = join(folder, 'root.session.json');

  beforeAll(async () => {
    await writeSession(
      {
        url: issuer.origin,
        token: 'stored-token',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        operator: { id: 1, name: 'root', role: 'admin' },
      },
      session,
    );
  });

  const tokensSent = () =>
    [...issuer.seen, ...other.seen].map((seen) => seen.authorization).filter((value) => value !== undefined);

  it('refuses an action or whoami when MALL_URL names another server (exit 2)', async () => {
    for (const args of [['recharge/list'], ['whoami']]) {
      const run = await cli(args, { MALL_ADMIN_SESSION: session, MALL_URL: other.origin });
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain(`signed in to ${issuer.origin}; sign in again for ${other.origin}`);
    }
    expect(tokensSent()).toEqual([]);
  });

  it('uses the session at its own server, MALL_URL unset or naming the same one', async () => {
    for (const mallUrl of ['', `${issuer.origin}/`]) {
      const run = await cli(['recharge/list'], { MALL_ADMIN_SESSION: session, MALL_URL: mallUrl });
      expect(run.code, run.stderr).toBe(0);
    }
    expect(other.seen).toEqual([]);
    expect(tokensSent()).toEqual(['Bearer stored-token', 'Bearer stored-token']);
  });

  it('sends OPERATOR_TOKEN, not the stored token, to MALL_URL', async () => {
    const service = 'service-token-0123456789';
    const run = await cli(['recharge/list'], {
      MALL_ADMIN_SESSION: session,
      MALL_URL: other.origin,
      OPERATOR_TOKEN: service,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(issuer.seen).toEqual([]);
    expect(tokensSent()).toEqual([`Bearer ${service}`]);
  });

  it('compares addresses as servers, not as text', () => {
    expect(sameServer('http://LOCALHOST:80/', 'http://localhost')).toBe(true);
    expect(sameServer('http://localhost:8080', 'http://localhost:8081')).toBe(false);
  });
});
