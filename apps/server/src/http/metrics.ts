import { apiCodes } from '@console/contract/api-codes';
import type * as PromClient from 'prom-client';
import type { ObservedQuery } from '../db/query-observer.ts';
import { AppError } from './app-error.ts';

// docs/operations.md "Metrics": every `console_` series the node exports, in one place, on a
// registry of the app's own (tests build many apps in one process; prom-client's global one
// would refuse the second "metric already registered"). Counters and histograms are updated
// where things happen; gauges are read only when Prometheus scrapes. prom-client is loaded only
// when the node serves /metrics (it loads `@opentelemetry/api`, which a node without traces does
// not load: docs/operations.md "Traces"); otherwise the modules count into `silentMetrics`.

/** The staff sign-in routes whose refusals are counted. */
type SignInMethod = 'password' | 'code' | 'second_factor' | 'passkey';
const SIGN_IN_METHODS: readonly SignInMethod[] = ['password', 'code', 'second_factor', 'passkey'];

/** A refusal's reason is its answer's code: wrong secret or stale ticket, disabled, throttled. */
const SIGN_IN_REASONS: Partial<Record<string, string>> = {
  [apiCodes.rejected]: 'rejected',
  [apiCodes.forbidden]: 'forbidden',
  [apiCodes.tooManyAttempts]: 'throttled',
};

/** Seconds; a request or a statement past 10 s is an incident whatever its bucket. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

type PoolReading = { inUse: number; idle: number; waiting: number };

/** A counter as the modules use it. */
type Count<Label extends string> = Pick<PromClient.Counter<Label>, 'inc'>;

/** What the modules and the app count and read into (the served series, or nothing). */
export interface Metrics {
  chatMessagesSent: Count<'sender'>;
  orderSweepRuns: Count<'outcome'>;
  orderSweepCancelled: Count<never>;
  observeRequest(route: string | undefined, method: string, status: number, ms: number): void;
  timeQuery(query: ObservedQuery): (error?: unknown) => void;
  countSignIn<T>(method: SignInMethod, attempt: Promise<T>): Promise<T>;
  readPool(read: () => PoolReading): void;
  readSockets(read: () => Record<string, number>): void;
  readRedisAdapter(read: () => Record<string, number>): void;
}

const nothing = { inc() {} };

/** A node that does not serve /metrics: every count and reading goes nowhere. */
export const silentMetrics: Metrics = {
  chatMessagesSent: nothing,
  orderSweepRuns: nothing,
  orderSweepCancelled: nothing,
  observeRequest() {},
  timeQuery: () => () => {},
  countSignIn: (_method, attempt) => attempt,
  readPool() {},
  readSockets() {},
  readRedisAdapter() {},
};

/** The served series, on prom-client (loaded by the caller, metrics-plugin.ts). */
export function createMetrics(
  prom: typeof PromClient,
): Metrics & { registry: PromClient.Registry } {
  const { Counter, Gauge, Histogram, Registry } = prom;
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'console_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and HTTP status',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const queryDuration = new Histogram({
    name: 'console_db_query_duration_seconds',
    help: 'Time of one SQL statement, by driver and outcome (ok or error)',
    labelNames: ['driver', 'outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  });
  const chatMessagesSent = new Counter({
    name: 'console_chat_messages_sent_total',
    help: 'Chat messages written (retries of one message count once), by sender side',
    labelNames: ['sender'] as const,
    registers,
  });
  const signInFailures = new Counter({
    name: 'console_sign_in_failures_total',
    help: 'Refused staff sign-ins, by method and reason (rejected, forbidden, throttled)',
    labelNames: ['method', 'reason'] as const,
    registers,
  });
  const orderSweepRuns = new Counter({
    name: 'console_order_sweep_runs_total',
    help: 'Runs of the unpaid-order sweep on this node, by outcome (ok or error)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const orderSweepCancelled = new Counter({
    name: 'console_order_sweep_cancelled_orders_total',
    help: 'Unpaid orders past their deadline the sweep of this node cancelled',
    registers,
  });
  // Every known series from the start, so that rate() and absence alerts see a 0, not nothing.
  for (const sender of ['staff', 'customer']) chatMessagesSent.inc({ sender }, 0);
  for (const outcome of ['ok', 'error']) orderSweepRuns.inc({ outcome }, 0);
  for (const method of SIGN_IN_METHODS) {
    for (const reason of new Set(Object.values(SIGN_IN_REASONS))) {
      signInFailures.inc({ method, reason }, 0);
    }
  }

  /** A gauge whose values `read` gives at each scrape, one per value of its label. */
  const gaugeOf = (
    name: string,
    help: string,
    label: string,
    read: () => Record<string, number>,
  ) => {
    const gauge: PromClient.Gauge = new Gauge({
      name,
      help,
      labelNames: [label],
      registers,
      collect: () => {
        gauge.reset();
        for (const [value, count] of Object.entries(read())) gauge.set({ [label]: value }, count);
      },
    });
  };

  return {
    registry,
    chatMessagesSent,
    orderSweepRuns,
    orderSweepCancelled,

    /** Times one request by its route pattern (never the raw URL, whose ids would explode). */
    observeRequest(route: string | undefined, method: string, status: number, ms: number) {
      requestDuration.observe(
        { route: route ?? 'unmatched', method, status_code: String(status) },
        ms / 1000,
      );
    },

    /** A query observer (db/query-observer.ts): the statement's time, never its text. */
    timeQuery(query: ObservedQuery) {
      const start = performance.now();
      return (error?: unknown) => {
        const outcome = error === undefined ? 'ok' : 'error';
        queryDuration.observe(
          { driver: query.driver, outcome },
          (performance.now() - start) / 1000,
        );
      };
    },

    /** Passes a sign-in's answer through; a refusal (an AppError) is counted by its code. */
    async countSignIn<T>(method: SignInMethod, attempt: Promise<T>): Promise<T> {
      try {
        return await attempt;
      } catch (error) {
        if (error instanceof AppError) {
          signInFailures.inc({ method, reason: SIGN_IN_REASONS[error.code] ?? 'other' });
        }
        throw error;
      }
    },

    /** node-postgres only: PGlite is one connection inside the process, with no pool. */
    readPool(read: () => PoolReading) {
      gaugeOf(
        'console_db_pool_connections',
        'Connections of the PostgreSQL pool, by state (in_use or idle)',
        'state',
        () => {
          const { inUse, idle } = read();
          return { in_use: inUse, idle };
        },
      );
      const waiting: PromClient.Gauge = new Gauge({
        name: 'console_db_pool_waiting_requests',
        help: 'Queries waiting for a connection of the PostgreSQL pool',
        registers,
        collect: () => waiting.set(read().waiting),
      });
    },

    /** Sockets connected to this node, by socket.io namespace. */
    readSockets(read: () => Record<string, number>) {
      gaugeOf(
        'console_realtime_sockets',
        'Sockets connected to this node, by socket.io namespace',
        'namespace',
        read,
      );
    },

    /** With REDIS_URL only: 1 while the adapter's client is connected and ready, else 0. */
    readRedisAdapter(read: () => Record<string, number>) {
      gaugeOf(
        'console_redis_adapter_connected',
        "Whether the socket.io Redis adapter's client (pub or sub) is connected (1) or not (0)",
        'client',
        read,
      );
    },
  };
}
