import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { get as getHttps } from 'node:https';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export type ConsoleServer = { base: string; pid: number; stop: () => Promise<void> };

/**
 * Starts the real server (`apps/server/src/main.ts`) on an embedded database of its own, in a
 * process group of its own: node runs it directly (not `npx`, which would be the only process
 * a kill reached), and stop() signals the whole group, also when the bench fails or is
 * interrupted (bench:web once left its server running). The caller's DATABASE_URL and
 * REDIS_URL are not passed on; `options.env` may name them (bench:chat's nodes share both).
 */
export async function startConsoleServer(options: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  /** Serve HTTPS (HTTP/2) with these files: the base is https:// and trusts the certificate. */
  tls?: { certFile: string; keyFile: string };
}): Promise<ConsoleServer> {
  await rm(options.dataDir, { recursive: true, force: true });
  const tls = options.tls;
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
    ...options.env,
  };
  // BENCH_NODE_ARGS: flags for the nodes' Node.js, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to see where a node's CPU goes (docs/testing.md); NODE_OPTIONS refuses --cpu-prof.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killNow);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      const late = setTimeout(() => killNow(), 10_000);
      await exited;
      clearTimeout(late);
    }
  };
  // Last resorts: an exit without stop() (an uncaught error) and Ctrl-C still end the group.
  const killNow = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const interrupted = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('exit', killNow);
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);

  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${options.port}`;
  const ca = tls ? await readFile(tls.certFile) : undefined;
  const healthy = (): Promise<boolean> =>
    ca
      ? new Promise((resolve) => {
          getHttps(`${base}/api/health`, { ca }, (response) => {
            response.resume();
            resolve(response.statusCode === 200);
          }).on('error', () => resolve(false));
        })
      : fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
  for (let i = 0; i < 480; i += 1) {
    if (child.exitCode !== null) break;
    const up = await healthy();
    if (up) return { base, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not start on port ${options.port}`);
}
