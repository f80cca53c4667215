import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

// docs/api.md "Compression": JSON answers over 1 KB are compressed when the client asks.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('compressed answers', () => {
  it('compresses a large JSON answer with the encoding the client prefers', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await get('/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const brotli = await get('/api/openapi.json', 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an answer under 1 KB as it is', async () => {
    const health = await get('/api/health', 'gzip, br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ code: '0000' });
  });
});
