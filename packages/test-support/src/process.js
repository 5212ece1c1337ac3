// A child process's output and a port to start one on: what every test that runs the server, a
// proxy or a browser as a real process needs.
import { createServer } from 'node:net';

/**
 * Gathers what a child process writes to stdout and stderr; the function returns it so far.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {() => string}
 */
export function collectOutput(child) {
  let output = '';
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => output;
}

/**
 * A port nobody listens on on 127.0.0.1 right now (the system's pick).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') {
          resolve(address.port);
        } else {
          reject(new Error('the system gave no port'));
        }
      });
    });
  });
}
