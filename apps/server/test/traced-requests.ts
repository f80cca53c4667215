import { trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { startTelemetry } from '../src/telemetry/start.ts';

/**
 * Run in a child process by traces.test.ts (docs/operations.md "Traces"). Starts telemetry as
 * main.ts does, before the server's modules load, with an in-memory exporter instead of the OTLP
 * one; serves two requests over HTTP on the driver TEST_DB_DRIVER names, a customer's reading of
 * a conversation and their message in it (which emits to the chat room and to the customer);
 * prints the spans as one JSON line, with the request ids, how many statements ran in them and
 * what of the customer's must appear on no span.
 */
const exporter = new InMemorySpanExporter();
const telemetry = startTelemetry({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

const { addQueryObserver } = await import('../src/db/query-observer.ts');
const { createTestApp } = await import('./helper.ts');
const { chatApi } = await import('./chat-fixtures.ts');
const { listen, sharedRedisEnv } = await import('./realtime-client.ts');

const name = 'Traced Customer';
const text = 'Is the kiln free on Saturday?';
const t = await createTestApp({ env: process.env.REDIS_URL ? sharedRedisEnv() : {} });
const { customer, conversationId } = await chatApi(t).openChat(name);
const url = `${await listen(t)}/api/storefront/conversations/${conversationId}/messages`;
const headers = { authorization: customer.token, 'content-type': 'application/json' };

// Every statement inside a trace: those are the ones that get a span, once each.
let statements = 0;
const stopCounting = addQueryObserver(() => {
  if (trace.getActiveSpan()) statements += 1;
  return () => {};
});
exporter.reset();
const read = await fetch(`${url}?pageSize=20`, { headers });
const sent = await fetch(url, {
  method: 'POST',
  headers,
  body: JSON.stringify({ clientId: crypto.randomUUID(), kind: 'text', text }),
});
for (const answer of [read, sent]) {
  if (answer.status !== 200) throw new Error(`${answer.status}: ${await answer.text()}`);
}
// Closing the app waits for what the requests left running (the trail's sealing).
await t.close();
stopCounting();
// Read before shutting down: the in-memory exporter forgets its spans on shutdown.
const spans = exporter.getFinishedSpans();
await telemetry.shutdown();

const view = (span: ReadableSpan) => ({
  name: span.name,
  kind: span.kind,
  scope: span.instrumentationScope.name,
  traceId: span.spanContext().traceId,
  spanId: span.spanContext().spanId,
  parentSpanId: span.parentSpanContext?.spanId,
  attributes: span.attributes,
  serviceName: span.resource.attributes['service.name'],
});
process.stdout.write(
  `${JSON.stringify({
    requestIds: [read, sent].map((answer) => answer.headers.get('x-request-id')),
    personal: [name, text, customer.mobile, customer.token],
    statements,
    spans: spans.map(view),
  })}\n`,
);
