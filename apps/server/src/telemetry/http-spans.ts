import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import type { FastifyInstance } from 'fastify';

/** Fastify publishes each instance it creates here, before any plugin or route is added. */
const FASTIFY_CREATED = 'fastify.initialization';

/**
 * A query's values may be what someone searched for (a customer's name, a mobile): the span
 * keeps the parameters' names only.
 */
function queryNamesOf(request: IncomingMessage): string | undefined {
  const search = new URL(request.url ?? '/', 'http://node').searchParams;
  if (search.size === 0) return undefined;
  return [...search.keys()].map((name) => `${name}=REDACTED`).join('&');
}

/** instrumentation-http, for the requests this node serves (docs/operations.md "Traces"). */
export function httpInstrumentation(): HttpInstrumentation {
  return new HttpInstrumentation({
    // socket.io's long-polling fallback: each poll is held open, it is no API request.
    ignoreIncomingRequestHook: (request) => request.url?.startsWith('/socket.io/') ?? false,
    startIncomingSpanHook: (request) => ({ 'url.query': queryNamesOf(request) }),
  });
}

/**
 * Names each request's HTTP span (instrumentation-http's, active while Fastify handles it) after
 * its route pattern and gives it the request id (docs/operations.md "Request ids" and "Traces").
 * Fastify announces every instance on a diagnostics channel for tools like this one, so app.ts
 * knows nothing of tracing. A request no route matched keeps the method as its name.
 */
export function nameHttpSpans(): () => void {
  const onCreated = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRequest', (request, _reply, done) => {
      const span = trace.getActiveSpan();
      if (span) {
        span.setAttribute('request.id', request.id);
        const route = request.routeOptions.url;
        if (route !== undefined) {
          span.setAttribute('http.route', route);
          span.updateName(`${request.method} ${route}`);
        }
      }
      done();
    });
  };
  subscribe(FASTIFY_CREATED, onCreated);
  return () => void unsubscribe(FASTIFY_CREATED, onCreated);
}
