import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
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
import {
  extractTarEntry,
  gunzipFile,
  listTar,
  readTarEntry,
  type TarEntry,
  type TarSource,
  writeTarGz,
} from './tar-archive';

export const BACKUP_USAGE = `Backup and restore (the database DATABASE_URL or DATA_DIR names, and DATA_DIR/uploads):
  backup <file.tar.gz>             everything in one file (the embedded database: with the server stopped)
  restore <file.tar.gz> [--force]  into an empty DATA_DIR or database; --force replaces what is there`;

const uploadsFolder = (env: Env) => resolve(env.DATA_DIR, 'uploads');
const pgliteFolder = (env: Env) => resolve(env.DATA_DIR, 'pglite');
const where = (env: Env) => (env.DATABASE_URL ? displayUrl(env.DATABASE_URL) : resolve(env.DATA_DIR));

/** Every file under the uploads folder, named as in the archive (`uploads/<day>/<file>`). */
async function uploadSources(folder: string): Promise<TarSource[]> {
  if (!existsSync(folder)) {
    return [];
  }
  const sources: TarSource[] = [];
  for (const path of (await readdir(folder, { recursive: true })).sort()) {
    const file = join(folder, path);
    const info = await stat(file);
    if (info.isFile()) {
      sources.push({ name: ARCHIVE.uploadsPrefix + path.split(sep).join('/'), size: info.size, body: file });
    }
  }
  return sources;
}

async function backup(env: Env, file: string): Promise<string> {
  if (!existsSync(dirname(file))) {
    throw new BackupError(`the folder ${dirname(file)} does not exist`);
  }
  const workDir = await mkdtemp(join(tmpdir(), 'mall-backup-'));
  const partial = `${file}.partial`;
  try {
    const dump: DatabaseDump = env.DATABASE_URL
      ? await dumpPostgres(env.DATABASE_URL, workDir)
      : await dumpPglite(pgliteFolder(env));
    // Listed after the database: every upload a dumped row names was written before it.
    const uploads = await uploadSources(uploadsFolder(env));
    const manifest: BackupManifest = {
      format: 'mall-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      ...dump.manifest,
      uploads: uploads.length,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeTarGz(partial, [
      { name: ARCHIVE.manifest, size: manifestBytes.length, body: manifestBytes },
      dump.source,
      ...uploads,
    ]);
    // Only a complete archive takes the name, so an interrupted backup never passes for one.
    await rename(partial, file);
    const megabytes = ((await stat(file)).size / 1024 / 1024).toFixed(1);
    return `backup of ${where(env)} written to ${file} (${megabytes} MB): ${describeContents(manifest.rows, manifest.uploads)}`;
  } finally {
    await rm(partial, { force: true });
    await rm(workDir, { recursive: true, force: true });
  }
}

/** A backup archive unpacked to a tar file in `workDir`, its entries listed and its manifest read. */
async function openBackup(file: string, workDir: string) {
  if (!existsSync(file)) {
    throw new BackupError(`there is no file ${file}`);
  }
  const tarPath = join(workDir, 'backup.tar');
  let entries: TarEntry[];
  try {
    await gunzipFile(file, tarPath);
    entries = await listTar(tarPath);
  } catch (error) {
    throw new BackupError(
      `${file} is not a mall-admin backup, or it is damaged: ${(error as Error).message}`,
    );
  }
  const manifestEntry = entries.find((entry) => entry.name === ARCHIVE.manifest);
  let manifest: BackupManifest;
  try {
    const text = manifestEntry ? (await readTarEntry(tarPath, manifestEntry)).toString('utf8') : 'null';
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupError(`${file} is not a mall-admin backup (no readable ${ARCHIVE.manifest})`);
  }
  const databaseName = manifest.database === 'pglite' ? ARCHIVE.pglite : ARCHIVE.postgres;
  const database = entries.find((entry) => entry.name === databaseName);
  const uploads = entries.filter((entry) => entry.name.startsWith(ARCHIVE.uploadsPrefix));
  const known = new Set([manifestEntry, database, ...uploads]);
  const stranger = entries.find((entry) => !known.has(entry) || !safeRelativePath(entry.name));
  const problem = !database
    ? `${databaseName} is missing`
    : stranger
      ? `unexpected entry "${stranger.name}"`
      : uploads.length !== manifest.uploads
        ? `${uploads.length} of its ${manifest.uploads} uploads are there`
        : null;
  if (!database || problem) {
    throw new BackupError(`${file} is not a complete mall-admin backup: ${problem}`);
  }
  return { tarPath, manifest, database, uploads };
}

/** A relative path that stays inside the folder it is extracted to. */
function safeRelativePath(name: string): boolean {
  return (
    !name.startsWith('/') &&
    !name.includes('\\') &&
    name.split('/').every((part) => part !== '' && part !== '..' && part !== '.')
  );
}

/** Replaces `target` with `staged` (a folder beside it), or removes it when there is nothing staged. */
async function replaceFolder(staged: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  if (existsSync(staged)) {
    await rename(staged, target);
  }
}

async function restore(env: Env, file: string, force: boolean): Promise<string> {
  const workDir = await mkdtemp(join(tmpdir(), 'mall-restore-'));
  // Staged inside DATA_DIR, so that the final moves are renames on one file system.
  const staging = resolve(env.DATA_DIR, `.restore-${randomBytes(4).toString('hex')}`);
  try {
    const { tarPath, manifest, database, uploads } = await openBackup(file, workDir);
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
    for (const entry of uploads) {
      const destination = join(staging, entry.name);
      await mkdir(dirname(destination), { recursive: true });
      await extractTarEntry(tarPath, entry, destination);
    }
    if (manifest.database === 'pglite') {
      const stagedDatabase = join(staging, 'pglite');
      await mkdir(stagedDatabase, { recursive: true });
      await loadPglite(stagedDatabase, await readTarEntry(tarPath, database), manifest);
      await replaceFolder(stagedDatabase, pgliteFolder(env));
    } else {
      const dumpFile = join(workDir, 'postgres.dump');
      await extractTarEntry(tarPath, database, dumpFile);
      await loadPostgres(String(env.DATABASE_URL), dumpFile, manifest);
    }
    await replaceFolder(join(staging, 'uploads'), uploadsFolder(env));
    return `restored ${file} (made ${manifest.createdAt}) into ${where(env)}: ${describeContents(manifest.rows, manifest.uploads)}`;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
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
