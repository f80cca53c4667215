import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envWithoutOtel, startMainProcess } from './main-process.ts';

const TIMEOUT_MS = 120_000;
/** A SQL statement's span (instrumentation-pg's connection spans carry no statement). */
const isStatement = (span: { attributes: Record<string, unknown> }) =>
  span.attributes['db.system.name'] === 'postgresql' &&
  typeof span.attributes['db.query.text'] === 'string';
const openTelemetryModule = (modules: string[]) =>
  modules.filter((module) => module.includes('@opentelemetry'));

/** A span as the collector's OTLP/HTTP JSON holds it (ids in hex, string attributes). */
type CollectedSpan = {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
  serviceName: unknown;
};
type OtlpAttribute = { key: string; value: { stringValue?: string } };
type OtlpTraces = {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: {
      spans: (Omit<CollectedSpan, 'attributes'> & { attributes: OtlpAttribute[] })[];
    }[];
  }[];
};
const valuesOf = (attributes: OtlpAttribute[]) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, value.stringValue]));

/** Where Jaeger or Tempo would listen: an OTLP/HTTP endpoint, keeping every span it gets. */
let collector: Server;
let collectorUrl: string;
const collected: CollectedSpan[] = [];
beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const traces = JSON.parse(body) as OtlpTraces;
      for (const { resource, scopeSpans } of traces.resourceSpans) {
        const serviceName = valuesOf(resource.attributes)['service.name'];
        for (const span of scopeSpans.flatMap((scope) => scope.spans)) {
          collected.push({ ...span, attributes: valuesOf(span.attributes), serviceName });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => collector.close(resolve)));

describe('traces (docs/operations.md "Traces")', () => {
  it(
    'loads no OpenTelemetry module without OTEL_EXPORTER_OTLP_ENDPOINT',
    async () => {
      const node = await startMainProcess();
      const answer = await fetch(`${node.url}/api/health`);
      const { code, modules } = await node.stop();
      expect(answer.status).toBe(200);
      expect(code).toBe(0);
      // The recording saw the server's own modules and its database driver.
      expect(modules.some((module) => module.endsWith('/src/app.ts'))).toBe(true);
      expect(
        modules.some((module) => /\/node_modules\/(pg|@electric-sql\/pglite)\//.test(module)),
      ).toBe(true);
      expect(openTelemetryModule(modules)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "with it, sends each request's spans to the collector, the last ones on SIGTERM",
    async () => {
      const node = await startMainProcess({
        OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'console-under-test',
        // Nothing is sent before the shutdown flushes the queue.
        OTEL_BSP_SCHEDULE_DELAY: '600000',
      });
      const answer = await fetch(`${node.url}/api/health`);
      const requestId = answer.headers.get('x-request-id');
      expect(collected.filter((span) => span.attributes['request.id'] === requestId)).toEqual([]);
      const { code, modules } = await node.stop();
      expect(code).toBe(0);
      expect(openTelemetryModule(modules)).not.toEqual([]);

      const request = collected.find((span) => span.attributes['request.id'] === requestId);
      expect(request).toMatchObject({
        name: 'GET /api/health',
        attributes: { 'http.route': '/api/health' },
        serviceName: 'console-under-test',
      });
      const statements = collected.filter(
        (span) => span.parentSpanId === request!.spanId && isStatement(span),
      );
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        expect(statement.traceId).toBe(request!.traceId);
      }
    },
    TIMEOUT_MS,
  );

  it(
    'gives each request one trace: its HTTP span, its SQL statements and its emits under it',
    async () => {
      const { requestIds, personal, statements, spans } = await traceTwoRequests();
      const [read, sent] = spans.filter((span) => span.kind === SpanKind.SERVER);
      expect([read, sent].map((span) => [span?.name, span?.attributes['request.id']])).toEqual([
        ['GET /api/storefront/conversations/:id/messages', requestIds[0]],
        ['POST /api/storefront/conversations/:id/messages', requestIds[1]],
      ]);
      expect(read!.attributes['http.route']).toBe('/api/storefront/conversations/:id/messages');
      // A query's values may be what someone searched for: its names only.
      expect(read!.attributes['url.query']).toBe('pageSize=REDACTED');
      expect(sent!.attributes).not.toHaveProperty('url.query');
      expect(read!.traceId).not.toBe(sent!.traceId);
      expect(read!.serviceName).toBe('merchant-console');
      // Every span belongs to one of the two requests' traces.
      expect(new Set(spans.map((span) => span.traceId))).toEqual(
        new Set([read!.traceId, sent!.traceId]),
      );

      // One span per statement, on either driver: instrumentation-pg's on PostgreSQL, the
      // query-observer seam's on PGlite, never both.
      const sql = spans.filter(isStatement);
      expect(sql).toHaveLength(statements);
      const driver = process.env.TEST_DB_DRIVER === 'pg' ? 'pg' : 'pglite';
      const source = driver === 'pg' ? '@opentelemetry/instrumentation-pg' : '@console/server';
      for (const request of [read!, sent!]) {
        const own = sql.filter((span) => span.traceId === request.traceId);
        expect(own.length).toBeGreaterThan(0);
        for (const statement of own) {
          expect(statement).toMatchObject({ parentSpanId: request.spanId, scope: source });
          expect(statement.name.startsWith(`${driver}.query:`)).toBe(true);
        }
      }

      // The message went to the conversation's chat room and to the customer's sockets.
      const emits = spans.filter((span) => span.kind === SpanKind.PRODUCER);
      expect(emits.map((span) => span.attributes)).toEqual([
        { 'realtime.event': 'chat:message', 'realtime.room_kind': 'chat' },
        { 'realtime.event': 'chat:message', 'realtime.room_kind': 'customer' },
      ]);
      for (const emit of emits) {
        expect(emit).toMatchObject({ traceId: sent!.traceId, parentSpanId: sent!.spanId });
      }
      if (process.env.REDIS_URL) {
        // Each emit's publish through the Redis adapter, under it, without the room's name.
        const publishes = spans.filter(
          (span) => span.scope === '@opentelemetry/instrumentation-ioredis',
        );
        expect(publishes.map((span) => [span.parentSpanId, span.name])).toEqual(
          emits.map((emit) => [emit.spanId, 'publish']),
        );
      }

      // What people wrote and who they are never reach a span.
      const everything = JSON.stringify(spans);
      for (const value of personal) expect(everything).not.toContain(value);
    },
    TIMEOUT_MS,
  );
});

type ExportedSpan = {
  name: string;
  kind: SpanKind;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
  serviceName: unknown;
};

/** Runs traced-requests.ts in a node of its own (no module loaded before telemetry starts). */
async function traceTwoRequests() {
  const script = path.resolve(import.meta.dirname, 'traced-requests.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
    env: envWithoutOtel(),
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    requestIds: string[];
    personal: string[];
    statements: number;
    spans: ExportedSpan[];
  };
}
