import { spawn } from 'node:child_process';
import { BackupError } from './backup-manifest';

/** The PostgreSQL client programs a backup of a PostgreSQL database runs. */
export type PostgresTool = 'pg_dump' | 'pg_restore';

interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(tool: PostgresTool, args: string[]): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new BackupError(
            `${tool} was not found on PATH: a PostgreSQL backup needs the PostgreSQL client tools ` +
              `(Debian/Ubuntu: apt-get install postgresql-client), of the server's major version or newer`,
          ),
        );
      } else {
        reject(error);
      }
    });
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The version a tool reports ("15.20"); a BackupError naming the package when it is missing. */
export async function toolVersion(tool: PostgresTool): Promise<string> {
  const { code, stdout, stderr } = await run(tool, ['--version']);
  const version = /\(PostgreSQL\)\s+(\S+)/.exec(stdout)?.[1];
  if (code !== 0 || !version) {
    throw new BackupError(`${tool} --version failed: ${(stderr || stdout).trim()}`);
  }
  return version;
}

/** Runs a tool to the end; a BackupError carrying what it printed when it fails. */
export async function runTool(tool: PostgresTool, args: string[]): Promise<void> {
  const { code, stderr } = await run(tool, args);
  if (code !== 0) {
    throw new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`);
  }
}
