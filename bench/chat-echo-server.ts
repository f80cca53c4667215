// bench:chat's baseline server (chat-echo.ts forks this file): a plain socket.io server that
// sends each `echo` straight back.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

async function serveEcho() {
  const server = createServer();
  const echo = new Server(server, { serveClient: false });
  echo.on('connection', (socket) => {
    socket.on('echo', (payload: unknown) => socket.emit('echo', payload));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send!({ port: (server.address() as AddressInfo).port });
  process.on('disconnect', () => process.exit(0));
}

await serveEcho();
