import type { FastifyInstance } from 'fastify';
import { apiCodes } from '@console/contract/api-codes';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import type { RedisHealth } from '@console/contract/health';
import { translate } from '@console/contract/messages';
import { CUSTOMER_TOKEN_PREFIX } from '@console/contract/storefront-orders';
import {
  findSessionCustomer,
  findSessionUser,
  tokenFromHeader,
  type SessionUser,
} from '../identity/index.ts';
import { CUSTOMER_NAMESPACE } from '@console/contract/chat-realtime';
import {
  MERCHANT_ROOM_KINDS,
  merchantRoom,
  merchantRoomsOf,
  type MerchantRoomKind,
} from './merchant-rooms.ts';
import type { Outgoing } from '../write/outgoing.ts';
import { observeEmit, type ObservedEmit } from './emit-observer.ts';
import { createRedisClients } from './redis-clients.ts';
import { isRoleRoom, roleRoom, roleRoomsOf } from './role-rooms.ts';

/** What the rest of the server may do with the realtime layer (DESIGN §2 src/realtime). */
type RealtimeHub = {
  /**
   * Sends a committed write's events (docs/server.md "Doors"): the one path every write's
   * realtime effects take, handed over by the writer after commit.
   */
  deliver(events: readonly Outgoing[]): Promise<void>;
  /**
   * Handles an event a staff socket sends (`user` is its signed-in user); modules register
   * what they accept (typing, docs/realtime.md "Events"); the hub knows no module.
   */
  onStaffEvent(
    event: string,
    handler: (userId: number, payload: unknown) => Promise<void>,
    options?: ClientEventOptions,
  ): void;
  /** The same for customer sockets. */
  onCustomerEvent(
    event: string,
    handler: (customerId: number, payload: unknown) => Promise<void>,
    options?: ClientEventOptions,
  ): void;
  /**
   * Tells when a staff user's first socket on this node connects (true) and when their last one
   * here closes (false): what presence is built on (docs/chat.md "Presence").
   */
  onStaffPresence(listener: (userId: number, present: boolean) => void): void;
  /** The staff users with a socket open on this node. */
  localStaff(): number[];
  /** How many sockets the user has open across every node (operations, tests). */
  countSockets(userId: number): Promise<number>;
  /**
   * Whether this node reaches Redis now, for GET /api/health (docs/realtime.md "Redis outages").
   */
  redisHealth(): Promise<RedisHealth>;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: number) => `session:${sessionId}`;
const customerRoom = (customerId: number) => `customer:${customerId}`;
/**
 * The least time between two events of one kind from one socket (typing signals, docs/realtime.md
 * "Events").
 */
const CLIENT_EVENT_GAP_MS = 500;

/**
 * `keepLast`: an event faster than the gap is not dropped but held, the latest replacing an
 * earlier held one, and handled once the gap has passed (a delivered mark must not be lost;
 * typing signals need no trailing one).
 */
type ClientEventOptions = { keepLast?: boolean };

/**
 * docs/realtime.md "Connecting": the token travels in the handshake's auth payload only. A token
 * in the query string (spec §7's first form) is refused like a missing one: load balancers and
 * proxies write query strings to their logs.
 */
type Handshake = { auth: Record<string, unknown> };
const rawTokenOf = (handshake: Handshake) => {
  const raw = handshake.auth.token;
  return typeof raw === 'string' ? tokenFromHeader(raw) : undefined;
};
/** A staff token: on the default namespace a customer's token is refused like a bad one. */
function tokenOf(handshake: Handshake) {
  const token = rawTokenOf(handshake);
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
        // Merchant rooms as of connect; later changes come by refreshMerchantRooms
        // (docs/realtime.md "Connection").
        const [rooms, roles] = await Promise.all([
          merchantRoomsOf(app.db, user.userId),
          roleRoomsOf(app.db, user.userId),
        ]);
        socket.data.userId = user.userId;
        void socket.join([userRoom(user.userId), sessionRoom(user.sessionId), ...rooms, ...roles]);
        next();
      })
      .catch((error: Error) => {
        app.log.error({ err: error }, 'realtime handshake failed');
        next(new Error('server error'));
      });
  });

  type ClientHandler = {
    handle: (who: number, payload: unknown) => Promise<void>;
    options: ClientEventOptions;
  };
  /**
   * Wires what modules accept from sockets. Each socket may send each event at most once per
   * CLIENT_EVENT_GAP_MS; faster ones are dropped (a flood costs no database reads), or with
   * `keepLast` the latest is held until the gap has passed.
   */
  const wire = (handlers: Map<string, ClientHandler>, whoOf: (socket: Socket) => number) =>
    function onConnection(socket: Socket) {
      const lastAt = new Map<string, number>();
      const held = new Map<string, { payload: unknown; timer: NodeJS.Timeout }>();
      socket.once('disconnect', () => {
        for (const { timer } of held.values()) clearTimeout(timer);
        held.clear();
      });
      for (const [event, { handle, options }] of handlers) {
        const run = (payload: unknown) => {
          lastAt.set(event, Date.now());
          handle(whoOf(socket), payload).catch((error: Error) =>
            app.log.warn({ err: error, event }, 'realtime event failed'),
          );
        };
        socket.on(event, (payload: unknown) => {
          const wait = CLIENT_EVENT_GAP_MS - (Date.now() - (lastAt.get(event) ?? 0));
          if (wait <= 0) return run(payload);
          if (!options.keepLast) return;
          const earlier = held.get(event);
          if (earlier) return void (earlier.payload = payload);
          const timer = setTimeout(() => {
            const last = held.get(event);
            held.delete(event);
            if (last) run(last.payload);
          }, wait);
          held.set(event, { payload, timer });
        });
      }
    };
  const staffHandlers = new Map<string, ClientHandler>();
  io.on(
    'connection',
    wire(staffHandlers, (socket) => socket.data.userId as number),
  );
  // docs/chat.md "Presence": this node's staff sockets per user.
  const localSockets = new Map<number, number>();
  const presenceListeners: ((userId: number, present: boolean) => void)[] = [];
  io.on('connection', (socket) => {
    const userId = socket.data.userId as number;
    const held = localSockets.get(userId) ?? 0;
    localSockets.set(userId, held + 1);
    if (held === 0) for (const listener of presenceListeners) listener(userId, true);
    socket.once('disconnect', () => {
      const left = (localSockets.get(userId) ?? 1) - 1;
      if (left > 0) return void localSockets.set(userId, left);
      localSockets.delete(userId);
      for (const listener of presenceListeners) listener(userId, false);
    });
  });

  // Customers have a namespace of their own, signed in with a customer token (docs/realtime.md
  // "Connection").
  const customers = io.of(CUSTOMER_NAMESPACE);
  customers.use((socket, next) => {
    const token = rawTokenOf(socket.handshake);
    const found = token ? findSessionCustomer(app.db, token, app.clock.now()) : undefined;
    Promise.resolve(found)
      .then((customer) => {
        if (!customer) return next(loginExpired());
        socket.data.customerId = customer.customerId;
        void socket.join(customerRoom(customer.customerId));
        next();
      })
      .catch((error: Error) => {
        app.log.error({ err: error }, 'customer realtime handshake failed');
        next(new Error('server error'));
      });
  });
  const customerHandlers = new Map<string, ClientHandler>();
  customers.on(
    'connection',
    wire(customerHandlers, (socket) => socket.data.customerId as number),
  );

  // docs/operations.md "Metrics": this node's sockets, and whether its adapter reaches Redis.
  app.metrics.readSockets(() => ({
    [io.of('/').name]: io.of('/').sockets.size,
    [customers.name]: customers.sockets.size,
  }));
  if (redis) {
    const connected = (status: string) => (status === 'ready' ? 1 : 0);
    app.metrics.readRedisAdapter(() => ({
      pub: connected(redis.pub.status),
      sub: connected(redis.sub.status),
    }));
  }

  const refreshMerchantRooms = async (userId: number, merchantId: number) => {
    const rooms = new Set(await merchantRoomsOf(app.db, userId, merchantId));
    // socketsJoin / socketsLeave reach the user's sockets on every node through the adapter.
    const sockets = io.in(userRoom(userId));
    for (const kind of Object.keys(MERCHANT_ROOM_KINDS) as MerchantRoomKind[]) {
      const room = merchantRoom(kind, merchantId);
      if (rooms.has(room)) sockets.socketsJoin(room);
      else sockets.socketsLeave(room);
    }
  };
  const refreshRoleRooms = async (userId: number) => {
    const wanted = new Set(await roleRoomsOf(app.db, userId));
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    const held = new Set(sockets.flatMap((socket) => [...socket.rooms].filter(isRoleRoom)));
    const user = io.in(userRoom(userId));
    for (const room of held) if (!wanted.has(room)) user.socketsLeave(room);
    if (wanted.size > 0) user.socketsJoin([...wanted]);
  };
  const failed = (error: Error) => app.log.error({ err: error }, 'realtime delivery failed');
  /** Every emit to a room goes through here, seen by the emit observers (a trace's span). */
  const emitTo = (
    rooms: { emit(event: string, payload: unknown): boolean },
    roomKind: ObservedEmit['roomKind'],
    { event, payload }: { event: string; payload: unknown },
  ) => observeEmit({ event, roomKind }, () => void rooms.emit(event, payload));
  const deliverOne = (event: Outgoing) => {
    switch (event.to) {
      case 'user':
        return emitTo(io.to(userRoom(event.userId)), 'user', event);
      case 'room':
        return emitTo(io.to(merchantRoom(event.room, event.merchantId)), event.room, event);
      case 'customer':
        return emitTo(customers.to(customerRoom(event.customerId)), 'customer', event);
      case 'roles':
        if (event.roleIds.length > 0) emitTo(io.to(event.roleIds.map(roleRoom)), 'roles', event);
        return;
      case 'refresh-merchant-rooms':
        return refreshMerchantRooms(event.userId, event.merchantId).catch(failed);
      case 'refresh-role-rooms':
        return refreshRoleRooms(event.userId).catch(failed);
      case 'disconnect-user':
        return io.in(userRoom(event.userId)).disconnectSockets(true);
      case 'disconnect-session':
        return io.in(sessionRoom(event.sessionId)).disconnectSockets(true);
    }
  };

  app.decorate<RealtimeHub>('realtime', {
    // In order: a room change is made before the events after it are sent.
    deliver: async (events) => {
      for (const event of events) await deliverOne(event);
    },
    onStaffEvent: (event, handle, options = {}) =>
      void staffHandlers.set(event, { handle, options }),
    onCustomerEvent: (event, handle, options = {}) =>
      void customerHandlers.set(event, { handle, options }),
    onStaffPresence: (listener) => void presenceListeners.push(listener),
    localStaff: () => [...localSockets.keys()],
    countSockets: async (userId) => (await io.in(userRoom(userId)).fetchSockets()).length,
    redisHealth: async () => (redis ? redis.health() : 'not_configured'),
  });

  // Open sockets would keep the HTTP server from closing: end this node's sockets first,
  // then close socket.io, and only then the Redis clients it publishes through.
  // Both namespaces: a customer's socket left open kept a stopping node from closing at all.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    customers.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
    await redis?.close();
  });
}

export const realtimePlugin = fp(registerRealtime, {
  name: 'realtime',
  dependencies: ['app-context', 'metrics'],
});
