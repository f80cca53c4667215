// The ustar subset a backup needs (docs/operations.md "Backup and restore"): regular files and
// directories, names up to 255 bytes, sizes below 8 GiB. It reads what PGlite's dumpDataDir
// writes and writes what `tar -xzf` reads, so an archive can also be opened by hand.

const BLOCK = 512;

export type TarEntry = { name: string; type: 'file' | 'directory'; data: Buffer };

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

/** Splits a name into ustar's prefix (up to 155 bytes) and name (up to 100) at a slash. */
function splitName(name: string): { prefix: string; rest: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', rest: name };
  const cut = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, cut);
  const rest = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100) {
    throw new Error(`tar: name too long for ustar: ${name}`);
  }
  return { prefix, rest };
}

function header(entry: { name: string; type: TarEntry['type']; size: number; mtime: Date }) {
  const block = Buffer.alloc(BLOCK);
  const { prefix, rest } = splitName(entry.name);
  block.write(rest, 0, 100);
  block.write(octal(entry.type === 'directory' ? 0o700 : 0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(entry.size, 12), 124);
  block.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136);
  block.write(' '.repeat(8), 148);
  block.write(entry.type === 'directory' ? '5' : '0', 156);
  block.write('ustar\u000000', 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148);
  return block;
}

/** One entry as it goes into the tar stream: header, data, padding to the block. */
export function tarEntry(entry: TarEntry, mtime: Date): Buffer {
  const size = entry.type === 'file' ? entry.data.length : 0;
  const padding = (BLOCK - (size % BLOCK)) % BLOCK;
  const head = header({ name: entry.name, type: entry.type, size, mtime });
  return Buffer.concat([
    head,
    entry.type === 'file' ? entry.data : Buffer.alloc(0),
    Buffer.alloc(padding),
  ]);
}

/** The end of a tar stream: two zero blocks. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

function parseHeader(block: Buffer): { name: string; typeflag: string; size: number } | null {
  if (block.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) {
    sum += index >= 148 && index < 156 ? 32 : block[index]!;
  }
  const recorded = parseInt(text(block, 148, 8).trim(), 8);
  if (recorded !== sum) throw new Error('tar: a header fails its checksum (not a tar, or damaged)');
  const prefix = text(block, 345, 155);
  const name = text(block, 0, 100);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    typeflag: text(block, 156, 1) || '0',
    size: parseInt(text(block, 124, 12).trim() || '0', 8),
  };
}

/** A reader of exact byte counts over a stream of chunks (concatenating once per read). */
function byteReader(chunks: AsyncIterable<Buffer> | Iterable<Buffer>) {
  const iterator =
    Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : chunks[Symbol.iterator]();
  const pending: Buffer[] = [];
  let length = 0;
  return async (count: number): Promise<Buffer | null> => {
    while (length < count) {
      const next = await iterator.next();
      if (next.done) return null;
      pending.push(next.value);
      length += next.value.length;
    }
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending, length);
    pending.length = 0;
    const rest = all.subarray(count);
    if (rest.length > 0) pending.push(rest);
    length = rest.length;
    return all.subarray(0, count);
  };
}

/** The entries of a tar stream, in order; anything but files and directories is refused. */
export async function* readTar(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
): AsyncGenerator<TarEntry> {
  const read = byteReader(chunks);
  for (;;) {
    const block = await read(BLOCK);
    const head = block && parseHeader(block);
    if (!head) return;
    const padded = Math.ceil(head.size / BLOCK) * BLOCK;
    const body = padded > 0 ? await read(padded) : Buffer.alloc(0);
    if (!body) throw new Error(`tar: the archive ends inside ${head.name}`);
    if (head.typeflag === '5') {
      yield { name: head.name, type: 'directory', data: Buffer.alloc(0) };
    } else if (head.typeflag === '0') {
      yield { name: head.name, type: 'file', data: body.subarray(0, head.size) };
    } else {
      throw new Error(`tar: ${head.name} is of type ${head.typeflag}, not a file or directory`);
    }
  }
}
