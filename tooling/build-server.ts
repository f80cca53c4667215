import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

// The server's production build (docs/operations.md "Production build"): apps/server/src/main.ts
// and the contract's TypeScript bundled into ESM that `node` runs, packages left to node_modules.

const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = path.join(ROOT, 'apps/server/dist');

/**
 * Bare imports stay imports, resolved from node_modules at run time, except the workspace's
 * own packages, which ship TypeScript source (docs/server.md) and so are compiled in.
 */
const packagesAtRunTime: Plugin = {
  name: 'packages-at-run-time',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@console/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module that finds files next to itself (`new URL('../../drizzle', import.meta.url)` in
 * db/migrate.ts, the repository root in config.ts) must still find them from the compiled
 * file: each `import.meta.url` becomes its source file's URL, computed from the output
 * file's, so the build stays relocatable with its checkout. Every output file (entries and
 * chunks) lies in SERVER_OUT_DIR itself, hence one relative path per source file.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (/\bimport\.meta\.(dirname|filename)\b/.test(source)) {
        return {
          errors: [{ text: 'use import.meta.url: the build rewrites it to the source location' }],
        };
      }
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(SERVER_OUT_DIR, args.path).split(path.sep).join('/');
      const located = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', located), loader: 'ts' };
    });
  },
};

/**
 * Builds apps/server/dist/main.js. `splitting` turns every `import('./relative.ts')` with a
 * literal path into a chunk of its own (`<name>-<hash>.js` beside main.js), loaded when the
 * import runs, as under tsx.
 */
export async function buildServer(): Promise<void> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'apps/server/src/main.ts' },
    outdir: SERVER_OUT_DIR,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Keeps function and class names in logs and stack traces.
    keepNames: true,
    tsconfig: 'apps/server/tsconfig.json',
    plugins: [packagesAtRunTime, sourceLocations],
    logLevel: 'warning',
  });
}
