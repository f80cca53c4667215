import type { FastifyInstance } from 'fastify';
import { apiCodes } from '@console/contract/api-codes';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import type { RedisHealth } from '@console/contract/health';
import { translate } from '@console/contract/messages';
import { CUSTOMER_TOKEN_PREFIX } from '@console/contract/storefront-orders';
import { findSessionUser, tokenFromHeader, type SessionUser } from '../identity/index.ts';
import { merchantsWatchedBy } from './merchant-rooms.ts';
import { createRedisClients } from './redis-clients.ts';

/** What the rest of the server may do with the realtime layer (DESIGN §2 src/realtime). */
export type RealtimeHub = {
  /** Sends an event to every open session of the user, on every node. */
  emitToUser(userId: number, event: string, payload: unknown): void;
  /** Sends an event to the staff of a merchant who may see its orders, on every node. */
  emitToMerchant(merchantId: number, event: string, payload: unknown): void;
  /** Closes every socket of the user (password reset), on every node. */
  disconnectUser(userId: number): void;
  /** Closes the sockets opened with one session's token (logout), on every node. */
  disconnectSession(sessionId: number): void;
  /**
   * Puts the user's open sockets, on every node, in or out of the merchant's room as their
   * membership now allows (issue 12): call it after a membership change has committed.
   */
  refreshMerchantRooms(userId: number, merchantId: number): Promise<void>;
  /** How many sockets the user has open across every node (operations, tests). */
  countSockets(userId: number): Promise<number>;
  /** Whether this node reaches Redis now, for GET /api/health (issue 12). */
  redisHealth(): Promise<RedisHealth>;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: number) => `session:${sessionId}`;
const merchantRoom = (merchantId: number) => `merchant:${merchantId}`;

/** spec §7: the token travels as the `token` query parameter (the auth payload works too). */
function tokenOf(handshake: { query: Record<string, unknown>; auth: Record<string, unknown> }) {
  const raw = handshake.query.token ?? handshake.auth.token;
  const token = typeof raw === 'string' ? tokenFromHeader(raw) : undefined;
  // issue 6: sockets are for staff; a storefront customer's token is refused like a bad one.
  return token?.startsWith(CUSTOMER_TOKEN_PREFIX) ? undefined : token;
}

/** An error the client sees in `connect_error`: `message` plus `data.code` 1007. */
function loginExpired() {
  const error = new Error(translate('en-US', 'auth.loginExpired')) as Error & { data?: unknown };
  error.data = { code: apiCodes.loginExpired };
  return error;
}

/**
 * socket.io on the API's own HTTP server (same host and port). A socket is refused at connect
 * unless its token is a live session; it joins its user's and its session's rooms. With
 * REDIS_URL the Redis adapter carries emits and disconnects to every node.
 */
async function registerRealtime(app: FastifyInstance) {
  const io = new Server(app.server, { serveClient: false, cors: { origin: false } });
  const redis = app.config.redisUrl ? createRedisClients(app.config.redisUrl, app.log) : undefined;
  if (redis) {
    io.adapter(createAdapter(redis.pub, redis.sub, { key: `${app.config.redisPrefix}#io` }));
  }

  io.use((socket, next) => {
    const token = tokenOf(socket.handshake);
    const found = token ? findSessionUser(app.db, token, app.clock.now()) : undefined;
    Promise.resolve(found)
      .then(async (user: SessionUser | undefined) => {
        if (!user) return next(loginExpired());
        // issue 6: merchant rooms as of connect; later changes come by refreshMerchantRooms.
        const merchantIds = await merchantsWatchedBy(app.db, user.userId);
        socket.data.userId = user.userId;
        void socket.join([
          userRoom(user.userId),
          sessionRoom(user.sessionId),
          ...merchantIds.map(merchantRoom),
        ]);
        next();
      })
      .catch((error: Error) => {
        app.log.error({ err: error }, 'realtime handshake failed');
        next(new Error('server error'));
      });
  });

  app.decorate<RealtimeHub>('realtime', {
    emitToUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event, payload),
    emitToMerchant: (merchantId, event, payload) =>
      void io.to(merchantRoom(merchantId)).emit(event, payload),
    disconnectUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    disconnectSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    refreshMerchantRooms: async (userId, merchantId) => {
      const watched = await merchantsWatchedBy(app.db, userId, merchantId);
      // socketsJoin / socketsLeave reach the user's sockets on every node through the adapter.
      const sockets = io.in(userRoom(userId));
      if (watched.length > 0) sockets.socketsJoin(merchantRoom(merchantId));
      else sockets.socketsLeave(merchantRoom(merchantId));
    },
    countSockets: async (userId) => (await io.in(userRoom(userId)).fetchSockets()).length,
    redisHealth: async () => (redis ? redis.health() : 'not_configured'),
  });

  // Open sockets would keep the HTTP server from closing: end this node's sockets first,
  // then close socket.io, and only then the Redis clients it publishes through.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
    await redis?.close();
  });
}

export const realtimePlugin = fp(registerRealtime, {
  name: 'realtime',
  dependencies: ['app-context'],
});
