import net from 'node:net';
import { REQUEST, socketPathOf, type SocketAnswer } from './data-dir-socket.ts';
import type { Snapshot } from './take-snapshot.ts';

// `npm run backup` asks the process holding DATA_DIR for its copy (docs/operations.md "Backup
// and restore"; the holder's side is data-dir-socket.ts).

/** How long a backup waits for a console that is still starting (migrating) to answer. */
const STARTING_WAIT_MS = 120_000;

/** One request on the socket: the answer's header line and the bytes after it. */
function ask(socketPath: string): Promise<{ answer: SocketAnswer; rest: Buffer } | 'nobody'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = net.createConnection(socketPath, () => {
      connected = true;
      socket.write(REQUEST);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const absent = error.code === 'ENOENT' || error.code === 'ECONNREFUSED';
      if (!connected && absent) resolve('nobody');
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return reject(new Error('the console closed the socket without answering'));
      const answer = JSON.parse(all.subarray(0, newline).toString('utf8')) as SocketAnswer;
      resolve({ answer, rest: all.subarray(newline + 1) });
    });
  });
}

/**
 * A copy from the process holding `dataDir`, waiting while it starts; 'nobody' when no process
 * holds it (then the caller may hold it and open the database itself).
 */
export async function requestSnapshot(dataDir: string): Promise<Snapshot | 'nobody'> {
  const socketPath = socketPathOf(dataDir);
  const until = Date.now() + STARTING_WAIT_MS;
  for (;;) {
    const reply = await ask(socketPath);
    if (reply === 'nobody') return reply;
    const { answer, rest } = reply;
    if ('facts' in answer) {
      if (rest.length !== answer.bytes) {
        throw new Error(`the console sent ${rest.length} of ${answer.bytes} bytes`);
      }
      return { facts: answer.facts, tar: rest };
    }
    if (!answer.starting || Date.now() > until) throw new Error(answer.error);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
