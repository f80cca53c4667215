import { open, stat } from 'node:fs/promises';
import path from 'node:path';

// In development the server writes one-time codes to <DATA_DIR>/outbox.log, one JSON line each
// ({to, code, purpose, at}); the simulator reads its customers' codes from there.
type OutboxLine = { to: string; code: string; purpose: string };

/** Reads only what the server appended since the simulator started. */
export async function outboxReader(dataDir: string) {
  const file = path.join(dataDir, 'outbox.log');
  let offset = await stat(file).then(
    (found) => found.size,
    () => 0,
  );
  let partial = '';
  const codes = new Map<string, string>();

  const readNew = async () => {
    const handle = await open(file, 'r').catch(() => undefined);
    if (!handle) return;
    try {
      const { size } = await handle.stat();
      if (size <= offset) return;
      const buffer = Buffer.alloc(size - offset);
      await handle.read(buffer, 0, buffer.length, offset);
      offset = size;
      const lines = (partial + buffer.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        const entry = JSON.parse(line) as OutboxLine;
        if (entry.purpose === 'customer') codes.set(entry.to, entry.code);
      }
    } finally {
      await handle.close();
    }
  };

  return {
    file,
    /** The newest customer code sent to `mobile`, polling up to `timeoutMs`; undefined if none. */
    async codeFor(mobile: string, timeoutMs = 5_000): Promise<string | undefined> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        await readNew();
        const code = codes.get(mobile);
        if (code) {
          codes.delete(mobile);
          return code;
        }
        if (Date.now() > until) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
