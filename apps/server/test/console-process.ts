import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// The real server (src/main.ts) in a process of its own on a data directory, as `npm start`
// runs it, and the repository's commands (src/backup.ts, src/restore.ts) run against it.

const SERVER_SRC = path.resolve(import.meta.dirname, '../src');
export const DEMO_PASSWORD = 'backup-demo-2024';

/** The environment of a console on `dataDir`: embedded database, no Redis, demo data. */
const envOf = (dataDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  DEMO_PASSWORD,
  LOG_LEVEL: 'warn',
  ...extra,
});

/** A port in 39000-39999 nobody listens on now (other suites run beside this one). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 39_000 + Math.floor(Math.random() * 1000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export type ConsoleProcess = {
  base: string;
  process: ChildProcess;
  /** What the process wrote so far (for a failure's message). */
  output(): string;
  /** SIGTERM, as an operator stops it; resolves with its exit code. */
  stop(): Promise<number | null>;
};

function run(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_SRC, 'main.ts')], {
    env: envOf(dataDir, { PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Starts a console on `dataDir` and waits until GET /api/health answers 200. */
export async function startConsole(dataDir: string): Promise<ConsoleProcess> {
  const port = await freePort();
  const { child, output, exited } = run(dataDir, port);
  const base = `http://127.0.0.1:${port}`;
  let code: number | null | undefined;
  void exited.then((exit) => (code = exit));
  const until = Date.now() + 45_000;
  for (;;) {
    if (code !== undefined) throw new Error(`the console exited (${code}):\n${output()}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the console did not answer in 45 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    process: child,
    output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A console started on `dataDir` that is expected to exit by itself: its code and output. */
export async function consoleExit(dataDir: string) {
  const { exited, output } = run(dataDir, await freePort());
  return { code: await exited, output: output() };
}

/** `npm run <command>` (src/<command>.ts) with DATA_DIR set: exit code and output. */
export function runCommand(command: 'backup' | 'restore', args: string[], dataDir: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_SRC, `${command}.ts`), ...args],
      { env: envOf(dataDir) },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
