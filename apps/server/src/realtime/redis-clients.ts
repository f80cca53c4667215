import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { HEALTH_TIMEOUT_MS, type RedisHealth } from '@console/contract/health';
import { answersInTime } from '../answers-in-time.ts';

/**
 * Commands @socket.io/redis-adapter 8.3 sends without awaiting them (dist/index.js): a failed
 * one was an unhandled rejection, which ends a Node process (docs/realtime.md "Redis outages").
 */
const UNAWAITED_COMMANDS = ['publish', 'psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe'];

type Commands = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** Each call of the named commands gets a handler, so its failure is logged, not fatal. */
function catchFailures(client: Redis, onFailure: (error: Error) => void) {
  const commands = client as unknown as Commands;
  for (const name of UNAWAITED_COMMANDS) {
    const command = commands[name]!.bind(client);
    commands[name] = (...args) => {
      const result = command(...args);
      result.catch(onFailure);
      return result;
    };
  }
}

export type RedisClients = {
  pub: Redis;
  sub: Redis;
  health(): Promise<RedisHealth>;
  close(): Promise<void>;
};

/**
 * The adapter's two connections (docs/realtime.md "Redis outages"). While Redis is away the API
 * keeps answering: the publisher has no offline queue, so an emit fails at once (its local
 * sockets still get it) instead of piling up in memory; the subscriber queues only its few
 * subscriptions and ioredis resubscribes when Redis is back. Both reconnect on their own.
 */
export function createRedisClients(url: string, log: FastifyBaseLogger): RedisClients {
  const pub = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  let reportedOutage = false; // one log line per outage, not one per emit
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
    client.on('ready', () => {
      reportedOutage = false;
    });
    catchFailures(client, (error) => {
      if (reportedOutage) return;
      reportedOutage = true;
      log.warn({ err: error }, 'realtime events reach this node only until redis is back');
    });
  }
  return {
    pub,
    sub,
    async health() {
      if (pub.status !== 'ready' || sub.status !== 'ready') return 'down';
      return (await answersInTime(() => pub.ping(), HEALTH_TIMEOUT_MS)) ? 'up' : 'down';
    },
    async close() {
      // quit() waits for Redis to answer; a client still reconnecting is simply dropped.
      await Promise.all(
        [pub, sub].map((client) =>
          client.status === 'ready'
            ? client.quit().catch(() => client.disconnect())
            : client.disconnect(),
        ),
      );
    },
  };
}
