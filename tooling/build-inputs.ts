import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// What `npm start` compares to decide whether a build is current (docs/operations.md
// "Production build"): a hash of the contents of every input file, stored beside the build.

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp.json';

export type BuildTarget = { name: string; outDir: string; inputs: string[] };

const shared = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];

export const targets = {
  web: {
    name: 'console (apps/web)',
    outDir: 'apps/web/dist',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/tooling',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
    ],
  },
  server: {
    name: 'server (apps/server)',
    outDir: 'apps/server/dist',
    inputs: [
      ...shared,
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'tsconfig.base.json',
      'tooling/build-server.ts',
    ],
  },
} satisfies Record<string, BuildTarget>;

/** Tests are no input of a build. */
const isInput = (name: string) => !/\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

async function filesUnder(relative: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, relative), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTDIR') return null;
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  if (entries === null) return [relative];
  const nested = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() || (entry.isFile() && isInput(entry.name)))
      .map((entry) => filesUnder(path.posix.join(relative, entry.name))),
  );
  return nested.flat();
}

/** One hash over every input's path and contents: an edit, a new file or a removed one moves it. */
export async function hashInputs(target: BuildTarget): Promise<string> {
  const files = (await Promise.all(target.inputs.map(filesUnder))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export async function readStamp(target: BuildTarget): Promise<string | null> {
  try {
    const stamp = JSON.parse(await readFile(path.join(ROOT, target.outDir, STAMP), 'utf8')) as {
      inputs?: unknown;
    };
    return typeof stamp.inputs === 'string' ? stamp.inputs : null;
  } catch {
    return null;
  }
}

/** Written after a successful build, with the hash taken before it started. */
export async function writeStamp(target: BuildTarget, inputs: string): Promise<void> {
  const stamp = { inputs, builtAt: new Date().toISOString() };
  await writeFile(path.join(ROOT, target.outDir, STAMP), `${JSON.stringify(stamp)}\n`);
}
