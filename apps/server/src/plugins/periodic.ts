import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `seconds` (0: never) from the app's ready until it closes: a slow run is never
 * overlapped by the next tick, and closing waits for the run under way. `work` handles its own
 * failures (a rejection is only logged).
 */
export function runPeriodically(
  app: FastifyInstance,
  seconds: number,
  work: () => Promise<unknown>,
): void {
  if (seconds === 0) return;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = work()
      .catch((error: unknown) => app.log.error({ err: error }, 'periodic work failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, seconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
