import { describe, expect, it, vi } from 'vitest';
import { readCsvStream } from './csv-progress';

const encoder = new TextEncoder();

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

const text = (chunks: Uint8Array[]) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(
    new Uint8Array(chunks.flatMap((chunk) => [...chunk])),
  );

describe('reading the CSV export (docs/orders.md "CSV")', () => {
  it('counts data rows as chunks arrive, not the header', async () => {
    const progress = vi.fn();
    const csv = ['\uFEFForder no,name\r\nA1,', '张三\r\nA2,Li\r', '\nA3,Wang\r\n'];
    const result = await readCsvStream(streamOf(csv), progress);
    expect(result.rows).toBe(3);
    expect(progress.mock.calls.map(([p]) => (p as { rows: number }).rows)).toEqual([0, 1, 3]);
    expect(text(result.chunks)).toBe(csv.join(''));
  });

  it('does not end a record at a line break inside quotes, nor at an escaped quote', async () => {
    const csv = 'no,remark\nA1,"two\nlines"\nA2,"say ""hi""\nagain"\nA3,x';
    const result = await readCsvStream(streamOf([csv]), () => undefined);
    expect(result.rows).toBe(3);
  });

  it('counts nothing for a header alone or an empty body', async () => {
    expect((await readCsvStream(streamOf(['no,name\r\n']), () => undefined)).rows).toBe(0);
    expect((await readCsvStream(streamOf([]), () => undefined)).rows).toBe(0);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    let pull = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(stream) {
        pull += 1;
        if (pull === 3) controller.abort();
        stream.enqueue(encoder.encode('A,b\n'));
      },
    });
    await expect(readCsvStream(endless, () => undefined, controller.signal)).rejects.toBeTruthy();
  });
});
