const QUOTE = 0x22;
const NEWLINE = 0x0a;

export type CsvProgress = { rows: number; bytes: number };

/**
 * Reads a streamed CSV export to the end, counting its data rows as they arrive (the header
 * line is not a row; a line break inside a quoted field does not end a record). Returns the
 * chunks for a Blob, so the file is assembled once, not re-read.
 */
export async function readCsvStream(
  stream: ReadableStream<Uint8Array>,
  onProgress: (progress: CsvProgress) => void,
  signal?: AbortSignal,
): Promise<{ chunks: Uint8Array[]; rows: number }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let inQuotes = false;
  let lines = 0;
  let bytes = 0;
  let lastByte = NEWLINE;
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort);
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      // "" inside a quoted field toggles twice: the state stays right without look-ahead.
      for (const byte of value) {
        if (byte === QUOTE) inQuotes = !inQuotes;
        else if (byte === NEWLINE && !inQuotes) lines += 1;
      }
      if (value.byteLength > 0) lastByte = value[value.byteLength - 1]!;
      onProgress({ rows: Math.max(0, lines - 1), bytes });
    }
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
  // A last record without a closing line break still counts.
  const records = lines + (bytes > 0 && lastByte !== NEWLINE ? 1 : 0);
  return { chunks, rows: Math.max(0, records - 1) };
}
