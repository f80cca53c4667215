import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, resources, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { traceEmits } from './emit-spans.ts';
import { httpInstrumentation, nameHttpSpans } from './http-spans.ts';
import { tracePgliteStatements } from './sql-spans.ts';

/** The service name unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) says otherwise. */
const SERVICE_NAME = 'merchant-console';

/**
 * The modules the instrumentations patch. They patch a module as it is `require`d (their ESM
 * hook needs a loader flag the server does not use), and the server imports these packages from
 * ESM, which on Node 20 loads a CommonJS package's main file without `require`: requiring them
 * once here patches the exports those imports then share.
 */
const INSTRUMENTED_MODULES = ['node:http', 'pg', 'ioredis'];

export type Telemetry = { shutdown(): Promise<void> };

/**
 * docs/operations.md "Traces": starts OpenTelemetry's SDK for traces only. main.ts calls it
 * before the server's modules load, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set. The SDK
 * reads the standard OTEL_* variables (exporter, protocol, sampler, batching, resource); tests
 * hand their own span processors instead of the exporter those name.
 */
export function startTelemetry(
  options: { spanProcessors?: NodeSDKConfiguration['spanProcessors'] } = {},
): Telemetry {
  const sdk = new NodeSDK({
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ 'service.name': SERVICE_NAME })),
    spanProcessors: options.spanProcessors,
    // Traces only: the SDK would otherwise start OTLP exporters for metrics and logs too.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      httpInstrumentation(),
      // PostgreSQL's statements; PGlite's come from the query-observer seam (sql-spans.ts).
      new PgInstrumentation({ requireParentSpan: true }),
      // The command's name only: a publish's channel names the room, with its user's id.
      new IORedisInstrumentation({
        requireParentSpan: true,
        dbStatementSerializer: (name) => name,
      }),
    ],
  });
  sdk.start();
  const require = createRequire(import.meta.url);
  for (const name of INSTRUMENTED_MODULES) require(name);

  const tracer = trace.getTracer('@console/server');
  const stops = [nameHttpSpans(), tracePgliteStatements(tracer), traceEmits(tracer)];
  return {
    /**
     * Sends the spans still queued (main.ts, on SIGTERM). A collector out of reach loses them
     * with a warning; the node still stops cleanly.
     */
    async shutdown() {
      for (const stop of stops) stop();
      await sdk.shutdown().catch((error: Error) => {
        console.warn(`traces queued at shutdown were not sent: ${error.message}`);
      });
    },
  };
}
