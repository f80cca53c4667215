import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('has defaults that need no services, with data at the repository root', () => {
    const config = loadConfig({}, '/somewhere/apps/server');
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      demoPassword: undefined,
      codeTransport: { kind: 'outbox' },
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
      trustProxy: false,
      tls: null,
      uploadStorage: 'local',
      redisPrefix: 'console',
      orderSweepSeconds: 30,
      responseWatchSeconds: 30,
      reviewReminderSeconds: 60,
      assignmentWatchSeconds: 15,
      heapGrowthPercent: 30,
      trailSealSweepSeconds: 10,
      trailRetentionDays: null,
      // docs/operations.md "Overload": a second of event-loop delay, 90 % of V8's heap.
      overload: { eventLoopDelayMs: 1000, heapUsedBytes: null, sampleMs: 1000 },
      // docs/operations.md "Metrics": not served unless asked for.
      metrics: { port: null, token: null },
      shutdownDrainSeconds: 0,
    });
    expect(path.basename(path.dirname(path.join(REPO_ROOT, 'apps/server')))).toBe('apps');
  });

  it('turns the overload limits off under test unless set, and reads them when set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).overload).toEqual({
      eventLoopDelayMs: 0,
      heapUsedBytes: 0,
      sampleMs: 1000,
    });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        OVERLOAD_EVENT_LOOP_DELAY_MS: '200',
        OVERLOAD_HEAP_USED_MB: '512',
        OVERLOAD_SAMPLE_MS: '250',
      }).overload,
    ).toEqual({ eventLoopDelayMs: 200, heapUsedBytes: 512 * 1024 * 1024, sampleMs: 250 });
    expect(() => loadConfig({ OVERLOAD_SAMPLE_MS: '5' })).toThrow(/OVERLOAD_SAMPLE_MS/);
  });

  it('reads every variable and resolves given paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: './var',
        DATABASE_URL: 'postgres://app@db:5432/console',
        REDIS_URL: 'redis://cache:6379',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DEMO_PASSWORD: 'Demo12345',
        CODE_TRANSPORT: 'webhook',
        CODE_WEBHOOK_URL: 'https://sms.example/hook',
        WEB_DIST: '/opt/web',
        TRUST_PROXY: 'true',
        TLS_CERT_FILE: 'tls/cert.pem',
        TLS_KEY_FILE: '/etc/console/key.pem',
        UPLOAD_STORAGE: 'database',
        REDIS_PREFIX: 'console-eu',
        ORDER_SWEEP_SECONDS: '5',
        RESPONSE_WATCH_SECONDS: '0',
        REVIEW_REMINDER_SECONDS: '120',
        ASSIGNMENT_WATCH_SECONDS: '5',
        HEAP_GROWTH_PERCENT: '0',
        TRAIL_SEAL_SWEEP_SECONDS: '60',
        TRAIL_RETENTION_DAYS: '400',
        METRICS_PORT: '9464',
        METRICS_TOKEN: 'scrape-me-0123456789',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/var',
      databaseUrl: 'postgres://app@db:5432/console',
      redisUrl: 'redis://cache:6379',
      nodeEnv: 'production',
      logLevel: 'warn',
      demoPassword: 'Demo12345',
      codeTransport: { kind: 'webhook', url: 'https://sms.example/hook' },
      webDist: '/opt/web',
      trustProxy: true,
      tls: { certFile: '/srv/app/tls/cert.pem', keyFile: '/etc/console/key.pem' },
      uploadStorage: 'database',
      redisPrefix: 'console-eu',
      orderSweepSeconds: 5,
      responseWatchSeconds: 0,
      reviewReminderSeconds: 120,
      assignmentWatchSeconds: 5,
      heapGrowthPercent: 0,
      trailSealSweepSeconds: 60,
      trailRetentionDays: 400,
      metrics: { port: 9464, token: 'scrape-me-0123456789' },
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CODE_TRANSPORT: 'webhook' }, 'CODE_WEBHOOK_URL: is required when CODE_TRANSPORT=webhook'],
    [{ CODE_TRANSPORT: 'pigeon' }, 'CODE_TRANSPORT'],
    [
      { DEMO_PASSWORD: 'short' },
      'DEMO_PASSWORD: must be 8-64 characters with both letters and digits',
    ],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'jaeger:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
    [{ TRAIL_RETENTION_DAYS: '0' }, 'TRAIL_RETENTION_DAYS'],
    [{ TRAIL_SEAL_SWEEP_SECONDS: '-1' }, 'TRAIL_SEAL_SWEEP_SECONDS'],
    [{ HEAP_GROWTH_PERCENT: 'lots' }, 'HEAP_GROWTH_PERCENT'],
    [{ TLS_CERT_FILE: 'cert.pem' }, 'TLS_KEY_FILE: TLS_CERT_FILE and TLS_KEY_FILE go together'],
    [{ TLS_KEY_FILE: 'key.pem' }, 'TLS_CERT_FILE: TLS_CERT_FILE and TLS_KEY_FILE go together'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT'],
    [{ PORT: '8080', METRICS_PORT: '8080' }, 'METRICS_PORT: must differ from PORT'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be 16-256 printable characters'],
    [{ METRICS_TOKEN: 'sixteen chars with spaces' }, 'METRICS_TOKEN'],
  ])('refuses %o with a message naming the variable', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ PORT: 'x', NODE_ENV: 'y' })).toHaveLength(2);
  });
});
