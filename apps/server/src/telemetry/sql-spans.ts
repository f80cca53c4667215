import { SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { addQueryObserver } from '../db/query-observer.ts';

const noEnd = () => {};

/** The statement's first word, as instrumentation-pg names its spans (`SELECT`, `INSERT`, …). */
function operationOf(sql: string): string {
  const word = /^\s*([a-z]+)/i.exec(sql)?.[1];
  return word ? word.toUpperCase() : 'QUERY';
}

/**
 * PGlite's statements as spans (docs/operations.md "Traces"): no instrumentation knows PGlite,
 * so they come from the query-observer seam. On PostgreSQL, instrumentation-pg makes them and
 * the seam makes none, so no statement has two spans. As there, only a statement inside a trace
 * (a request's) gets a span: the sweeps' statements would each start a trace of their own.
 * The text carries no parameters (db/query-observer.ts); a failure carries PostgreSQL's code only.
 */
export function tracePgliteStatements(tracer: Tracer): () => void {
  return addQueryObserver((query) => {
    if (query.driver !== 'pglite' || trace.getActiveSpan() === undefined) return noEnd;
    const operation = operationOf(query.sql);
    const span = tracer.startSpan(`pglite.query:${operation}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': query.sql,
      },
    });
    return (error) => {
      if (error !== undefined) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string') span.setAttribute('error.type', code);
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    };
  });
}
