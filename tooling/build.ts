import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_OUT_DIR, buildServer } from './build-server.ts';
import { hashInputs, readStamp, targets, writeStamp, type BuildTarget } from './build-inputs.ts';

// `npm run build` builds the console and the server; `npm start` runs this with --if-stale,
// which skips a part whose inputs hash as its stamp says (docs/operations.md "Production build").
// Naming parts (`web`, `server`) builds only those (`npm run test:cluster` needs the server).

const ROOT = path.resolve(import.meta.dirname, '..');

function buildWeb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@console/web'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the console build failed (${signal ?? code})`)),
    );
  });
}

async function rebuildServer(): Promise<void> {
  // Chunks are named by their hash: an old build's would stay beside the new one.
  await rm(SERVER_OUT_DIR, { recursive: true, force: true });
  await buildServer();
}

async function buildPart(target: BuildTarget, run: () => Promise<void>, ifStale: boolean) {
  const inputs = await hashInputs(target);
  if (ifStale && (await readStamp(target)) === inputs) {
    process.stdout.write(`${target.name}: build is current\n`);
    return;
  }
  const started = Date.now();
  await run();
  await writeStamp(target, inputs);
  process.stdout.write(
    `${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const named = args.filter((arg) => !arg.startsWith('--'));
const wanted = (part: keyof typeof targets) => named.length === 0 || named.includes(part);
try {
  if (wanted('web')) await buildPart(targets.web, buildWeb, ifStale);
  if (wanted('server')) await buildPart(targets.server, rebuildServer, ifStale);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
