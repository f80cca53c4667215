// bench:chat's baseline: the same sockets and rate against a bare socket.io echo in a process of
// its own (chat-echo-server.ts).
import { fork } from 'node:child_process';
import path from 'node:path';
import { cpuSeconds } from './chat-usage.ts';
import { rows } from './chat-report.ts';
import { CUSTOMERS, DURATION, WARM_UP } from './chat-settings.ts';
import { connectAll, sleep, steady } from './chat-sockets.ts';

export async function echoBaseline() {
  const child = fork(path.join(import.meta.dirname, 'chat-echo-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message: { port: number }) => resolve(message.port)),
  );
  const url = `http://127.0.0.1:${port}`;
  const sockets = await connectAll(Array.from({ length: CUSTOMERS }, () => ({ url })));
  const trips: number[] = [];
  let measuring = false;
  for (const socket of sockets) {
    socket.on('echo', ([sentAt, measured]: [number, boolean]) => {
      if (measured) trips.push(performance.now() - sentAt);
    });
  }
  // Each echo is one socket.io trip there and one back, as a chat delivery is a request there
  // and a push back; nothing waits for the answer, as nothing waits for a push.
  const emit = async (n: number) =>
    void sockets[n % sockets.length]!.emit('echo', [performance.now(), measuring]);
  await steady(WARM_UP, emit);
  measuring = true;
  const cpuBefore = await cpuSeconds(child.pid!);
  const run = await steady(DURATION, emit);
  measuring = false;
  await sleep(500);
  const cpuAfter = await cpuSeconds(child.pid!);
  for (const socket of sockets) socket.close();
  child.kill();
  rows.push({
    run: 'bare socket.io echo (baseline)',
    messages: trips.length,
    perSecond: trips.length / run.seconds,
    toStaff: trips,
    toCustomer: [],
    lost: run.issued - trips.length,
    duplicated: 0,
    outOfOrder: 0,
    errors: 0,
    decisions: [],
    // The echo server's CPU per message echoed.
    cpuPerMessage:
      cpuBefore === undefined ? NaN : ((cpuAfter! - cpuBefore) * 1000) / Math.max(1, trips.length),
  });
}
