import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../src/db/schema.ts';
import { createTestApp, uniqueMobile, type TestApp } from './helper.ts';

let t: TestApp;
let hook: Server;
let hookStatus = 204;
const received: unknown[] = [];

const readJson = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString());
};

beforeAll(async () => {
  hook = createServer(async (request, response) => {
    received.push({ contentType: request.headers['content-type'], body: await readJson(request) });
    response.writeHead(hookStatus).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const { port } = hook.address() as AddressInfo;
  t = await createTestApp({
    env: { CODE_TRANSPORT: 'webhook', CODE_WEBHOOK_URL: `http://127.0.0.1:${port}/codes` },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => hook.close(resolve));
});

describe('webhook code transport (DESIGN §3: an HTTP hook for SMS)', () => {
  it('posts the code as JSON to the hook and writes nothing to the outbox', async () => {
    const mobile = uniqueMobile();
    const answer = await t.sendCode({ mobile }, 'register');
    expect(answer.status).toBe(200);
    expect(received.at(-1)).toEqual({
      contentType: 'application/json',
      body: {
        to: mobile,
        channel: 'mobile',
        code: expect.stringMatching(/^\d{6}$/),
        purpose: 'register',
        at: t.clock.now().toISOString(),
      },
    });
    expect(await t.outbox()).toEqual([]);
  });

  it('answers a generic 5xx when the hook fails and lets the user ask again at once', async () => {
    const mobile = uniqueMobile();
    hookStatus = 502;
    const failed = await t.sendCode({ mobile }, 'register');
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: '9999', content: { requestId: expect.any(String) } });
    expect(await t.db.select().from(captchas).where(eq(captchas.target, mobile))).toEqual([]);
    hookStatus = 204;
    expect((await t.sendCode({ mobile }, 'register')).status).toBe(200);
  });
});
