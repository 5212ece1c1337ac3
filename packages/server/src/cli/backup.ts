import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import * as tar from 'tar';
import { type Env, parseEnv } from '../env';
import {
  ARCHIVE,
  BackupError,
  type BackupManifest,
  type DatabaseDump,
  describeContents,
  manifestSchema,
} from './backup-manifest';
import { checkPgliteTarget, dumpPglite, isEmptyFolder, loadPglite } from './pglite-backup';
import { checkPostgresTarget, displayUrl, dumpPostgres, loadPostgres } from './postgres-backup';

export const BACKUP_USAGE = `Backup and restore (the database DATABASE_URL or DATA_DIR names, and DATA_DIR/uploads):
  backup <file.tar.gz>             everything in one file (the embedded database: with the server stopped)
  restore <file.tar.gz> [--force]  into an empty DATA_DIR or database; --force replaces what is there`;

const uploadsFolder = (env: Env) => resolve(env.DATA_DIR, 'uploads');
const pgliteFolder = (env: Env) => resolve(env.DATA_DIR, 'pglite');
const where = (env: Env) => (env.DATABASE_URL ? displayUrl(env.DATABASE_URL) : resolve(env.DATA_DIR));

/** Every file under the uploads folder, named as in the archive (`uploads/<day>/<file>`). */
async function uploadNames(folder: string): Promise<string[]> {
  if (!existsSync(folder)) {
    return [];
  }
  const names: string[] = [];
  for (const path of (await readdir(folder, { recursive: true })).sort()) {
    if ((await stat(join(folder, path))).isFile()) {
      names.push(ARCHIVE.uploadsPrefix + path.split(sep).join('/'));
    }
  }
  return names;
}

async function backup(env: Env, file: string): Promise<string> {
  if (!existsSync(dirname(file))) {
    throw new BackupError(`the folder ${dirname(file)} does not exist`);
  }
  // The archive is written from this folder: the manifest, the database dump and a link to uploads.
  const workDir = await mkdtemp(join(tmpdir(), 'mall-backup-'));
  const partial = `${file}.partial`;
  try {
    const dump: DatabaseDump = env.DATABASE_URL
      ? await dumpPostgres(env.DATABASE_URL, workDir)
      : await dumpPglite(pgliteFolder(env), workDir);
    // Listed after the database: every upload a dumped row names was written before it.
    const uploads = await uploadNames(uploadsFolder(env));
    const manifest: BackupManifest = {
      format: 'mall-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      ...dump.manifest,
      uploads: uploads.length,
    };
    await writeFile(join(workDir, ARCHIVE.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    if (uploads.length > 0) {
      // Read in place, named `uploads/...` in the archive.
      await symlink(uploadsFolder(env), join(workDir, 'uploads'));
    }
    // Regular files only (`follow`), without the owner's names and ids (`portable`).
    await tar.create(
      { file: partial, cwd: workDir, gzip: true, portable: true, follow: true, strict: true },
      [ARCHIVE.manifest, dump.entry, ...uploads],
    );
    // Only a complete archive takes the name, so an interrupted backup never passes for one.
    await rename(partial, file);
    const megabytes = ((await stat(file)).size / 1024 / 1024).toFixed(1);
    return `backup of ${where(env)} written to ${file} (${megabytes} MB): ${describeContents(manifest.rows, manifest.uploads)}`;
  } finally {
    await rm(partial, { force: true });
    await rm(workDir, { recursive: true, force: true });
  }
}

interface ArchiveEntry {
  name: string;
  type: string;
}

/**
 * Lists a backup archive, reads its manifest and checks that it holds the database and the uploads
 * the manifest names and nothing else, all before anything is written.
 */
async function openBackup(file: string) {
  if (!existsSync(file)) {
    throw new BackupError(`there is no file ${file}`);
  }
  const entries: ArchiveEntry[] = [];
  const manifestChunks: Buffer[] = [];
  try {
    await tar.list({
      file,
      // A damaged header or a truncated entry is an error, not a warning.
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path === ARCHIVE.manifest && !entries.some(({ name }) => name === entry.path)) {
          entry.on('data', (chunk: Buffer) => manifestChunks.push(chunk));
        }
        entries.push({ name: entry.path, type: entry.type });
      },
    });
  } catch (error) {
    throw new BackupError(
      `${file} is not a mall-admin backup, or it is damaged: ${(error as Error).message}`,
    );
  }
  const manifestEntry = entries.find((entry) => entry.name === ARCHIVE.manifest);
  let manifest: BackupManifest;
  try {
    const text = manifestEntry ? Buffer.concat(manifestChunks).toString('utf8') : 'null';
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupError(`${file} is not a mall-admin backup (no readable ${ARCHIVE.manifest})`);
  }
  const databaseName = manifest.database === 'pglite' ? ARCHIVE.pglite : ARCHIVE.postgres;
  const database = entries.find((entry) => entry.name === databaseName);
  const uploads = entries.filter((entry) => entry.name.startsWith(ARCHIVE.uploadsPrefix));
  const known = new Set([manifestEntry, database, ...uploads]);
  const stranger = entries.find((entry) => !known.has(entry) || !plainName(entry.name));
  const notFile = entries.find((entry) => entry.type !== 'File' && entry.type !== 'OldFile');
  const problem = !database
    ? `${databaseName} is missing`
    : notFile
      ? `"${notFile.name}" is not a regular file`
      : stranger
        ? `unexpected entry "${stranger.name}"`
        : uploads.length !== manifest.uploads
          ? `${uploads.length} of its ${manifest.uploads} uploads are there`
          : null;
  if (!database || problem) {
    throw new BackupError(`${file} is not a complete mall-admin backup: ${problem}`);
  }
  return { manifest, database: database.name, uploads: uploads.map((entry) => entry.name) };
}

/**
 * One name per file: no empty or `.` parts, no backslashes. (Extraction itself refuses `..` and
 * absolute paths.)
 */
function plainName(name: string): boolean {
  return !name.includes('\\') && name.split('/').every((part) => part !== '' && part !== '.');
}

/** Replaces `target` with `staged` (a folder beside it), or removes it when there is nothing staged. */
async function replaceFolder(staged: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  if (existsSync(staged)) {
    await rename(staged, target);
  }
}

async function restore(env: Env, file: string, force: boolean): Promise<string> {
  // Unpacked inside DATA_DIR, so that the final moves are renames on one file system.
  const staging = resolve(env.DATA_DIR, `.restore-${randomBytes(4).toString('hex')}`);
  try {
    const { manifest, database, uploads } = await openBackup(file);
    // Every refusal comes before anything is written.
    if (manifest.database === 'pglite') {
      if (env.DATABASE_URL) {
        throw new BackupError(
          'this backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR',
        );
      }
      await checkPgliteTarget(pgliteFolder(env), force);
    } else {
      if (!env.DATABASE_URL) {
        throw new BackupError(
          'this backup holds a PostgreSQL database: set DATABASE_URL to the database to restore it into',
        );
      }
      await checkPostgresTarget(env.DATABASE_URL, manifest, force);
    }
    if (!force && !(await isEmptyFolder(uploadsFolder(env)))) {
      throw new BackupError(
        `${uploadsFolder(env)} already holds uploads: restore into an empty DATA_DIR, or add --force to replace them`,
      );
    }
    await mkdir(staging, { recursive: true });
    const wanted = new Set([database, ...uploads]);
    try {
      await tar.extract({ file, cwd: staging, strict: true, filter: (path) => wanted.has(path) });
    } catch (error) {
      throw new BackupError(`${file} cannot be unpacked: ${(error as Error).message}`);
    }
    if (manifest.database === 'pglite') {
      const stagedDatabase = join(staging, 'pglite');
      await mkdir(stagedDatabase);
      await loadPglite(stagedDatabase, await readFile(join(staging, database)), manifest);
      await replaceFolder(stagedDatabase, pgliteFolder(env));
    } else {
      await loadPostgres(String(env.DATABASE_URL), join(staging, database), manifest);
    }
    await replaceFolder(join(staging, 'uploads'), uploadsFolder(env));
    return `restored ${file} (made ${manifest.createdAt}) into ${where(env)}: ${describeContents(manifest.rows, manifest.uploads)}`;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * `mall-admin backup <file>` and `mall-admin restore <file> [--force]`: prints what was done, or
 * the reason it was refused; answers the exit code.
 */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const force = command === 'restore' && args.includes('--force');
  const files = args.filter((arg) => !(force && arg === '--force'));
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(`usage:\n${BACKUP_USAGE}`);
    return 1;
  }
  const env = parseEnv();
  // Relative to the working directory (the server package's folder under pnpm), as DATA_DIR is.
  const file = resolve(files[0]!);
  try {
    console.log(command === 'backup' ? await backup(env, file) : await restore(env, file, force));
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(`mall-admin ${command}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
