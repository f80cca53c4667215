import { CUSTOMER_NAMESPACE } from '@console/contract/chat-realtime';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { chatApi } from './chat-fixtures.ts';
import { createTestApp } from './helper.ts';
import { connected, listen, nextEvent } from './realtime-client.ts';

// docs/operations.md "Stopping a node": a node closing drops the sockets of both namespaces,
// so its HTTP server can close; clients then reconnect to another node. An open customer
// socket once held the close for good (the rolling restart of `npm run test:cluster`).
describe('closing a node', () => {
  it('ends staff and customer sockets and closes with both open', async () => {
    const t = await createTestApp();
    const url = await listen(t);
    const { owner, customer } = await chatApi(t).openChat();
    const staffSocket = await connected(url, owner.token);
    const shopper = io(`${url}${CUSTOMER_NAMESPACE}`, {
      auth: { token: customer.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await nextEvent(shopper, 'connect');
    const staffGone = nextEvent(staffSocket, 'disconnect');
    const shopperGone = nextEvent(shopper, 'disconnect');

    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await staffGone;
    await shopperGone;
  });
});
