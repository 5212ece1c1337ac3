import { createInterface } from 'node:readline';

/** Everything on standard input, with the last line break taken off (`--password-stdin`). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Whether a person can be asked: standard input and error are terminals. */
export function canPrompt(): boolean {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY);
}

/**
 * Asks on standard error and reads one line from the terminal. With `secret` nothing typed is
 * shown (the terminal in raw mode, the characters kept here); Ctrl-C stops the command.
 */
export function prompt(question: string, secret = false): Promise<string> {
  const stdin = process.stdin;
  if (!secret || !stdin.isTTY) {
    const lines = createInterface({ input: stdin, output: process.stderr, terminal: Boolean(stdin.isTTY) });
    return new Promise((resolve) => {
      lines.question(question, (answer) => {
        lines.close();
        resolve(answer);
      });
    });
  }
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) {
        reject(error);
      } else {
        resolve(typed);
      }
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          return;
        }
        if (char === '\u0003') {
          finish(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') {
          typed = [...typed].slice(0, -1).join('');
        } else {
          typed += char;
        }
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
