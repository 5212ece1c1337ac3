import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { collectOutput, freePort } from './process.js';

describe('collectOutput', () => {
  it('gathers what a child writes to stdout and stderr', async () => {
    const child = spawn(process.execPath, [
      '-e',
      "process.stdout.write('out '); process.stderr.write('err')",
    ]);
    const output = collectOutput(child);
    await once(child, 'close');
    expect(output()).toContain('out ');
    expect(output()).toContain('err');
  });
});

describe('freePort', () => {
  it('names a port a server can listen on right away', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
