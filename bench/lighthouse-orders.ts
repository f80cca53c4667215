import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Orders, chats and reviews for the pages that show them: the simulator (docs/simulator.md) runs
 * its customers against the server for a while, through the storefront as real customers would.
 */
export async function bringOrders(
  base: string,
  dataDir: string,
  options: { seconds?: number; trustCertificate?: string } = {},
): Promise<void> {
  const seconds = options.seconds ?? 20;
  // A self-signed bench certificate is trusted by the simulator's process (its fetch and socket).
  const env = options.trustCertificate
    ? { ...process.env, NODE_EXTRA_CA_CERTS: options.trustCertificate }
    : process.env;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/simulator/src/simulate.ts',
      '--url',
      base,
      '--data-dir',
      dataDir,
      '--rate',
      '15',
      '--customers',
      '30',
      '--duration',
      String(seconds),
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the simulator ended with ${code}`);
}
