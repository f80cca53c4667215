import { SpanKind, type Tracer } from '@opentelemetry/api';
import { addEmitObserver } from '../realtime/emit-observer.ts';

/**
 * One span per event the hub sends to a room (docs/operations.md "Traces"), a child of the
 * request that wrote it when there is one. The Redis adapter's publish runs inside it, so its
 * ioredis span is the emit's child. Event name and room kind only (realtime/emit-observer.ts).
 */
export function traceEmits(tracer: Tracer): () => void {
  return addEmitObserver((emit, send) =>
    tracer.startActiveSpan(
      `realtime.emit ${emit.event}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: { 'realtime.event': emit.event, 'realtime.room_kind': emit.roomKind },
      },
      (span) => {
        try {
          send();
        } finally {
          span.end();
        }
      },
    ),
  );
}
