import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PASSWORD_PATTERN } from '@console/contract/patterns';

/** The monorepo root: `npm start` runs with cwd apps/server, yet data belongs at the root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const databaseUrl = z.preprocess(
  emptyAsUndefined,
  z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
);

const envSchema = z
  .object({
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65_535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: optionalString,
    DATABASE_URL: databaseUrl,
    REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'test', 'production']).default('development'),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    DEMO_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(PASSWORD_PATTERN, 'must be 8-64 characters with both letters and digits')
        .optional(),
    ),
    CODE_TRANSPORT: z.preprocess(emptyAsUndefined, z.enum(['outbox', 'webhook']).default('outbox')),
    CODE_WEBHOOK_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    WEB_DIST: optionalString,
    TLS_CERT_FILE: optionalString,
    TLS_KEY_FILE: optionalString,
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    UPLOAD_STORAGE: z.preprocess(emptyAsUndefined, z.enum(['local', 'database']).default('local')),
    ORDER_SWEEP_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(3600).default(30),
    ),
    RESPONSE_WATCH_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(3600).default(30),
    ),
    REVIEW_REMINDER_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(3600).default(60),
    ),
    // At most 20: a node's presence counts as gone when not renewed for a minute.
    ASSIGNMENT_WATCH_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(20).default(15),
    ),
    HEAP_GROWTH_PERCENT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(1000).default(30),
    ),
    TRAIL_SEAL_SWEEP_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(3600).default(10),
    ),
    TRAIL_RETENTION_DAYS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(100_000).optional(),
    ),
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(60_000).optional(),
    ),
    OVERLOAD_SAMPLE_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(10).max(60_000).default(1000),
    ),
    OVERLOAD_HEAP_USED_MB: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(1_000_000).optional(),
    ),
    METRICS_PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(65_535).optional(),
    ),
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16-256 printable characters without spaces')
        .optional(),
    ),
    // docs/operations.md "Traces": main.ts and the OpenTelemetry SDK read it themselves; checked
    // here so a mistyped one stops the node instead of sending its traces to localhost.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    SHUTDOWN_DRAIN_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(300).default(0),
    ),
    REDIS_PREFIX: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[\w.:-]{1,64}$/)
        .default('console'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.CODE_TRANSPORT === 'webhook' && env.CODE_WEBHOOK_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CODE_WEBHOOK_URL'],
        message: 'is required when CODE_TRANSPORT=webhook',
      });
    }
    if ((env.TLS_CERT_FILE === undefined) !== (env.TLS_KEY_FILE === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TLS_CERT_FILE === undefined ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'],
        message: 'TLS_CERT_FILE and TLS_KEY_FILE go together',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (unset it to serve /metrics on PORT with METRICS_TOKEN)',
      });
    }
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: string;
  demoPassword: string | undefined;
  codeTransport: { kind: 'outbox' } | { kind: 'webhook'; url: string };
  webDist: string;
  trustProxy: boolean;
  /**
   * docs/operations.md "HTTPS and HTTP/2": PEM files the node serves HTTPS with (HTTP/2, and
   * HTTP/1.1 for the clients that ask for it); null: plain HTTP, for a proxy in front.
   */
  tls: { certFile: string; keyFile: string } | null;
  /** DESIGN §2: uploads in DATA_DIR/uploads, or in PostgreSQL for several nodes. */
  uploadStorage: 'local' | 'database';
  /** Prefix of the Redis channels, so deployments (or test runs) sharing a Redis stay apart. */
  redisPrefix: string;
  /** How often unpaid orders past their deadline are cancelled (0: never). */
  orderSweepSeconds: number;
  /** docs/chat.md "Response targets": how often waits near their deadline are announced (0: never). */
  responseWatchSeconds: number;
  /** docs/reviews.md "Review requests": how often due review reminders are sent (0: never). */
  reviewReminderSeconds: number;
  /**
   * docs/chat.md "Assignment": how often each node renews its members' presence, returns the
   * conversations of members offline too long and gives out the queue (0: never).
   */
  assignmentWatchSeconds: number;
  /** docs/server.md "Memory": how far the JS heap grows past a full collection (0: V8's own). */
  heapGrowthPercent: number;
  /** docs/trail.md "The chain": how often each node seals what nodes left unsealed (0: never). */
  trailSealSweepSeconds: number;
  /** docs/trail.md "Retention": trail entries older than this many days are pruned (null: kept). */
  trailRetentionDays: number | null;
  /**
   * docs/operations.md "Overload": past these a node answers 503 "busy" instead of queueing;
   * 0 turns a limit off. The heap's null means 90 % of V8's limit.
   */
  overload: { eventLoopDelayMs: number; heapUsedBytes: number | null; sampleMs: number };
  /**
   * docs/operations.md "Metrics": GET /metrics on a port of its own, or on PORT behind the
   * token (asked on the metrics port too when both are set); neither: not served.
   */
  metrics: { port: number | null; token: string | null };
  /**
   * docs/operations.md "Stopping a node": on SIGTERM the node answers health 503 and keeps
   * serving this long before it closes, so a load balancer takes it out first (0: close at once).
   */
  shutdownDrainSeconds: number;
};

/** Thrown at boot only; main.ts prints it and exits 1. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; pure apart from path resolution against `cwd`. */
export function loadConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const value = parsed.data;
  const fromRepo = (relative: string) => path.resolve(REPO_ROOT, relative);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: value.DATA_DIR ? path.resolve(cwd, value.DATA_DIR) : fromRepo('data'),
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    nodeEnv: value.NODE_ENV,
    logLevel: value.LOG_LEVEL,
    demoPassword: value.DEMO_PASSWORD,
    codeTransport:
      value.CODE_TRANSPORT === 'webhook' && value.CODE_WEBHOOK_URL
        ? { kind: 'webhook', url: value.CODE_WEBHOOK_URL }
        : { kind: 'outbox' },
    webDist: value.WEB_DIST ? path.resolve(cwd, value.WEB_DIST) : fromRepo('apps/web/dist'),
    trustProxy: value.TRUST_PROXY === 'true',
    tls:
      value.TLS_CERT_FILE && value.TLS_KEY_FILE
        ? {
            certFile: path.resolve(cwd, value.TLS_CERT_FILE),
            keyFile: path.resolve(cwd, value.TLS_KEY_FILE),
          }
        : null,
    uploadStorage: value.UPLOAD_STORAGE,
    redisPrefix: value.REDIS_PREFIX,
    orderSweepSeconds: value.ORDER_SWEEP_SECONDS,
    responseWatchSeconds: value.RESPONSE_WATCH_SECONDS,
    reviewReminderSeconds: value.REVIEW_REMINDER_SECONDS,
    assignmentWatchSeconds: value.ASSIGNMENT_WATCH_SECONDS,
    heapGrowthPercent: value.HEAP_GROWTH_PERCENT,
    trailSealSweepSeconds: value.TRAIL_SEAL_SWEEP_SECONDS,
    trailRetentionDays: value.TRAIL_RETENTION_DAYS ?? null,
    // Off by default under test, where a migration or a suite on a loaded machine may hold the
    // loop without the node being overloaded; the overload test sets its own.
    overload: {
      eventLoopDelayMs:
        value.OVERLOAD_EVENT_LOOP_DELAY_MS ?? (value.NODE_ENV === 'test' ? 0 : 1000),
      heapUsedBytes:
        value.OVERLOAD_HEAP_USED_MB !== undefined
          ? value.OVERLOAD_HEAP_USED_MB * 1024 * 1024
          : value.NODE_ENV === 'test'
            ? 0
            : null,
      sampleMs: value.OVERLOAD_SAMPLE_MS,
    },
    metrics: { port: value.METRICS_PORT ?? null, token: value.METRICS_TOKEN ?? null },
    shutdownDrainSeconds: value.SHUTDOWN_DRAIN_SECONDS,
  };
}
