import path from 'node:path';
import { startChild, stopGracefully, type Child } from './processes.ts';

// The three server nodes: the production build (`npm run build`, docs/operations.md
// "Production build") run by `node`, sharing one PostgreSQL database and one Redis.

const ROOT = path.resolve(import.meta.dirname, '../..');

type NodeSpec = { name: string; port: number };
export type ClusterNode = NodeSpec & { child: Child | null; starts: number };

export function nodeEnvironment(options: {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  dataDir: string;
  webhookUrl: string;
  demoPassword: string;
  drainSeconds: number;
}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _d, REDIS_URL: _r, TEST_DATABASE_URL: _t, ...inherited } = process.env;
  return {
    ...inherited,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    UPLOAD_STORAGE: 'database',
    TRUST_PROXY: 'true',
    // Demo data (the owner, Sunrise Studio's activities) is made outside production only.
    NODE_ENV: 'development',
    DEMO_PASSWORD: options.demoPassword,
    CODE_TRANSPORT: 'webhook',
    CODE_WEBHOOK_URL: options.webhookUrl,
    DATA_DIR: options.dataDir,
    SHUTDOWN_DRAIN_SECONDS: String(options.drainSeconds),
    LOG_LEVEL: process.env.CLUSTER_NODE_LOG_LEVEL ?? 'warn',
  };
}

export function startNode(node: ClusterNode, env: NodeJS.ProcessEnv, logDir: string): void {
  node.starts += 1;
  node.child = startChild(
    node.name,
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/main.js'],
    { cwd: ROOT, env, logFile: path.join(logDir, `${node.name}.log`) },
  );
}

/** Waits until the node itself (not HAProxy) answers health 200. */
export async function waitHealthy(node: ClusterNode, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!node.child?.isRunning()) throw new Error(`${node.name} exited while starting`);
    const up = await fetch(`http://127.0.0.1:${node.port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${node.name} did not answer health within ${timeoutMs} ms`);
}

export async function stopNode(node: ClusterNode): Promise<'exited' | 'killed'> {
  if (!node.child) return 'exited';
  return stopGracefully(node.child, 30_000);
}
