import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { startChild, type Child } from './processes.ts';

// HAProxy in front of the nodes (docs/operations.md "The cluster test", the configuration
// explained there line by line), and its stats socket read as the run goes.

export const CHECK = { interMs: 1000, fall: 2, rise: 2 };

function haproxyConfig(options: {
  port: number;
  statsSocket: string;
  nodes: { name: string; port: number }[];
}): string {
  return `global
  stats socket ${options.statsSocket} mode 600 level admin
  maxconn 4000

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 5s
  option forwardfor
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend console
  bind 127.0.0.1:${options.port}
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server check inter ${CHECK.interMs / 1000}s fall ${CHECK.fall} rise ${CHECK.rise}
${options.nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port}`).join('\n')}
`;
}

export async function startHaproxy(options: {
  dir: string;
  port: number;
  nodes: { name: string; port: number }[];
  binary: string;
}): Promise<{ child: Child; statsSocket: string }> {
  const statsSocket = path.join(options.dir, 'haproxy.sock');
  const file = path.join(options.dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig({ port: options.port, statsSocket, nodes: options.nodes }));
  const child = startChild('haproxy', options.binary, ['-db', '-f', file], {
    cwd: options.dir,
    env: process.env,
    logFile: path.join(options.dir, 'haproxy.log'),
  });
  return { child, statsSocket };
}

/** One command on the stats socket (the runtime API), its whole answer. */
function statsCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The backend's servers and their check status (UP, DOWN, "UP 1/2", …) from `show stat`. */
async function serverStates(socketPath: string): Promise<Map<string, string>> {
  const csv = await statsCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const states = new Map<string, string>();
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[at('pxname')] !== 'nodes') continue;
    const server = cells[at('svname')]!;
    if (server === 'BACKEND' || server === 'FRONTEND') continue;
    states.set(server, cells[at('status')]!);
  }
  return states;
}

export type StateChange = { server: string; at: number; from: string; to: string };

/** Polls the stats socket every `everyMs`, keeping each server's changes of status. */
export function watchServers(socketPath: string, clock: () => number, everyMs = 100) {
  const current = new Map<string, string>();
  const changes: StateChange[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const states = await serverStates(socketPath).catch(() => null);
      for (const [server, status] of states ?? []) {
        const before = current.get(server);
        if (before !== status) {
          if (before !== undefined) changes.push({ server, at: clock(), from: before, to: status });
          current.set(server, status);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    changes,
    current,
    /** When `server` was first seen DOWN at or after `since` (ms on the test's clock). */
    downAfter: (server: string, since: number) =>
      changes.find((c) => c.server === server && c.to === 'DOWN' && c.at >= since)?.at,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}
