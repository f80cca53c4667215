import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Snapshot } from './take-snapshot.ts';

// docs/operations.md "Backup and restore": a PGlite directory may be opened by one process only,
// so the process that opens it (the console, or a backup or restore working alone) first listens
// on DATA_DIR/console.sock. A second process finds the socket answering and stays away; the
// console answers `npm run backup` there with a consistent copy of its database. Only users who
// may enter DATA_DIR reach the socket (mode 0600), and they could read the files anyway.

const SOCKET_FILE = 'console.sock';
/** The one request: a consistent copy, answered by a JSON line (SocketAnswer) and the tar. */
export const REQUEST = 'snapshot\n';

/** Another live process holds the directory. */
export class DataDirBusyError extends Error {}

/**
 * The socket's path as this process can bind or reach it. A Unix socket path holds at most 107
 * bytes and Node cuts a longer one short without a word (binding somewhere else), so a long
 * DATA_DIR is named relative to the working directory, or refused.
 */
export function socketPathOf(dataDir: string): string {
  const absolute = path.join(dataDir, SOCKET_FILE);
  if (Buffer.byteLength(absolute) <= 100) return absolute;
  const relative = path.relative(process.cwd(), absolute);
  if (Buffer.byteLength(relative) <= 100) return relative;
  throw new Error(
    `${absolute} is too long for a Unix socket (at most 100 bytes); use a shorter DATA_DIR`,
  );
}

/** Whether a live process answers on the socket (a socket left by a killed one does not). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createConnection(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export type SocketAnswer =
  { facts: Snapshot['facts']; bytes: number } | { error: string; starting?: true };

function send(socket: net.Socket, answer: SocketAnswer, tar?: Buffer) {
  socket.end(
    tar
      ? Buffer.concat([Buffer.from(`${JSON.stringify(answer)}\n`), tar])
      : `${JSON.stringify(answer)}\n`,
  );
}

type SnapshotLog = {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type DataDirHold = {
  /** From now on, a request gets `take()`'s copy (before: "starting, try again"). */
  serve(take: () => Promise<Snapshot>, log: SnapshotLog): void;
  /** Stops listening (after the copies being sent) and removes the socket. */
  release(): Promise<void>;
};

/** The request's line (a few bytes, perhaps in pieces); null when the peer sends something else. */
function readRequest(socket: net.Socket): Promise<string | null> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.length > REQUEST.length || !REQUEST.startsWith(text)) finish(null);
      else if (text === REQUEST) finish(text);
    };
    const finish = (line: string | null) => {
      socket.off('data', onData);
      resolve(line);
    };
    socket.on('data', onData);
    socket.once('end', () => finish(null));
  });
}

/**
 * Holds `dataDir` for this process, or throws DataDirBusyError when another one holds it.
 * `holder` names this process to a backup that asks meanwhile: the console answers once it
 * serves; a backup or restore working alone answers that it holds the directory.
 */
export async function holdDataDir(
  dataDir: string,
  holder: 'console' | 'npm run backup' | 'npm run restore',
): Promise<DataDirHold> {
  await mkdir(dataDir, { recursive: true });
  const socketPath = socketPathOf(dataDir);
  let serving: { take: () => Promise<Snapshot>; log: SnapshotLog } | undefined;
  const server = net.createServer(async (socket) => {
    socket.on('error', () => {}); // a backup that went away: nothing to tell it
    if ((await readRequest(socket)) === null) return send(socket, { error: 'unknown request' });
    if (!serving) {
      return holder === 'console'
        ? send(socket, { error: 'the console is starting', starting: true })
        : send(socket, { error: `${dataDir} is held by ${holder}` });
    }
    const { take, log } = serving;
    const started = Date.now();
    try {
      const snapshot = await take();
      log.info({ ms: Date.now() - started, bytes: snapshot.tar.length }, 'backup copy taken');
      send(socket, { facts: snapshot.facts, bytes: snapshot.tar.length }, snapshot.tar);
    } catch (error) {
      log.error({ err: error }, 'backup copy failed');
      send(socket, { error: (error as Error).message });
    }
  });
  try {
    await listen(server, socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await answers(socketPath)) {
      throw new DataDirBusyError(
        `${dataDir} is in use by another process (a running console, npm run backup or npm run restore): its embedded database opens in one process only (docs/database.md)`,
      );
    }
    await rm(socketPath, { force: true }); // left by a process that was killed
    await listen(server, socketPath);
  }
  await chmod(socketPath, 0o600);
  return {
    serve(take, log) {
      serving = { take, log };
    },
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
