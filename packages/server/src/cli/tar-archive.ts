import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The few parts of the POSIX tar format (ustar) a backup needs: regular files, written as a
 * gzip stream and read back from disk. Any `tar -xzf` opens the result. A library would do more;
 * this keeps mall-admin free of dependencies and reads only what it writes.
 */

const BLOCK = 512;

/** A file to put in an archive: its bytes in memory or a file on disk to stream from. */
export interface TarSource {
  name: string;
  size: number;
  /** The bytes, or the path of a file of `size` bytes. */
  body: Uint8Array | string;
}

/** A regular file found in an archive: where its bytes start in the uncompressed tar file. */
export interface TarEntry {
  name: string;
  size: number;
  offset: number;
}

function writeString(header: Buffer, value: string, start: number, length: number): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) {
    throw new Error(`tar: "${value}" does not fit ${length} bytes`);
  }
  bytes.copy(header, start);
}

function writeOctal(header: Buffer, value: number, start: number, length: number): void {
  const digits = value.toString(8);
  if (digits.length < length) {
    writeString(header, `${digits.padStart(length - 1, '0')}\0`, start, length);
    return;
  }
  // Too large for octal digits (an 8 GiB file): the base-256 form GNU tar and bsdtar read.
  let rest = BigInt(value);
  for (let index = start + length - 1; index > start; index -= 1) {
    header[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  header[start] = 0x80;
}

function readOctal(header: Buffer, start: number, length: number): number {
  if (header[start]! & 0x80) {
    let value = 0n;
    for (let index = start + 1; index < start + length; index += 1) {
      value = (value << 8n) | BigInt(header[index]!);
    }
    return Number(value);
  }
  const text = header
    .toString('latin1', start, start + length)
    .replace(/[\0 ]+$/, '')
    .trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function readString(header: Buffer, start: number, length: number): string {
  const end = header.indexOf(0, start);
  return header.toString('utf8', start, end === -1 || end > start + length ? start + length : end);
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) {
    // The checksum field itself counts as spaces.
    sum += index >= 148 && index < 156 ? 0x20 : header[index]!;
  }
  return sum;
}

/** Splits a long path at a slash into ustar's prefix (155 bytes) and name (100 bytes). */
function splitName(path: string): [prefix: string, name: string] {
  if (Buffer.byteLength(path) <= 100) {
    return ['', path];
  }
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
    const prefix = path.slice(0, slash);
    const name = path.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) {
      return [prefix, name];
    }
  }
  throw new Error(`tar: the path "${path}" is too long for the archive`);
}

function fileHeader(source: TarSource, mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const [prefix, name] = splitName(source.name);
  writeString(header, name, 0, 100);
  writeOctal(header, 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, source.size, 124, 12);
  writeOctal(header, mtime, 136, 12);
  header[156] = '0'.charCodeAt(0);
  writeString(header, 'ustar\u000000', 257, 8);
  writeString(header, prefix, 345, 155);
  writeString(header, `${checksum(header).toString(8).padStart(6, '0')}\0 `, 148, 8);
  return header;
}

async function* tarStream(sources: AsyncIterable<TarSource> | Iterable<TarSource>) {
  const mtime = Math.floor(Date.now() / 1000);
  for await (const source of sources) {
    yield fileHeader(source, mtime);
    let written = 0;
    if (typeof source.body === 'string') {
      // Never more than the size in the header, even if the file grows meanwhile.
      const chunks = source.size > 0 ? createReadStream(source.body, { end: source.size - 1 }) : [];
      for await (const chunk of chunks) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    } else {
      written = source.body.length;
      yield Buffer.from(source.body.buffer, source.body.byteOffset, source.body.length);
    }
    if (written !== source.size) {
      throw new Error(`tar: ${source.name} changed while it was archived`);
    }
    const padding = (BLOCK - (written % BLOCK)) % BLOCK;
    if (padding > 0) {
      yield Buffer.alloc(padding);
    }
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes the files as a gzip-compressed tar archive at `path`, streaming files from disk. */
export async function writeTarGz(
  path: string,
  sources: AsyncIterable<TarSource> | Iterable<TarSource>,
): Promise<void> {
  await pipeline(tarStream(sources), createGzip(), createWriteStream(path));
}

/** Unpacks the gzip layer of `archive` into the tar file `tarPath` (throws on a damaged file). */
export async function gunzipFile(archive: string, tarPath: string): Promise<void> {
  await pipeline(createReadStream(archive), createGunzip(), createWriteStream(tarPath));
}

/** Lists the regular files of an uncompressed tar file; throws on a damaged or foreign header. */
export async function listTar(tarPath: string): Promise<TarEntry[]> {
  const file = await open(tarPath, 'r');
  try {
    const { size: total } = await file.stat();
    const entries: TarEntry[] = [];
    const header = Buffer.alloc(BLOCK);
    let offset = 0;
    while (offset + BLOCK <= total) {
      await file.read(header, 0, BLOCK, offset);
      if (header.every((byte) => byte === 0)) {
        return entries;
      }
      if (readOctal(header, 148, 8) !== checksum(header)) {
        throw new Error(`tar: a damaged header at byte ${offset}`);
      }
      const prefix = readString(header, 345, 155);
      const name = readString(header, 0, 100);
      const size = readOctal(header, 124, 12);
      const type = String.fromCharCode(header[156]!);
      if (type !== '0' && type !== '\0') {
        throw new Error(`tar: "${name}" is not a regular file`);
      }
      if (offset + BLOCK + size > total) {
        throw new Error(`tar: "${name}" is cut short`);
      }
      entries.push({ name: prefix ? `${prefix}/${name}` : name, size, offset: offset + BLOCK });
      offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
    throw new Error('tar: the archive ends without its end marker');
  } finally {
    await file.close();
  }
}

/** The bytes of an entry, in memory. */
export async function readTarEntry(tarPath: string, entry: TarEntry): Promise<Buffer<ArrayBuffer>> {
  const file = await open(tarPath, 'r');
  try {
    const bytes = Buffer.alloc(entry.size);
    await file.read(bytes, 0, entry.size, entry.offset);
    return bytes;
  } finally {
    await file.close();
  }
}

/** Copies an entry's bytes to a file, streaming. */
export async function extractTarEntry(tarPath: string, entry: TarEntry, destination: string): Promise<void> {
  if (entry.size === 0) {
    await (await open(destination, 'w')).close();
    return;
  }
  await pipeline(
    createReadStream(tarPath, { start: entry.offset, end: entry.offset + entry.size - 1 }),
    createWriteStream(destination),
  );
}
