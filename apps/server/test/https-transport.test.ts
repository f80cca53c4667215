import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as requestHttps } from 'node:https';
import { connect as connectHttp2 } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, type SelfSigned } from '../../../bench/self-signed.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { nextEvent } from './realtime-client.ts';

// docs/operations.md "HTTPS and HTTP/2": with TLS files the node speaks HTTPS itself, HTTP/2 to
// browsers that offer it and HTTP/1.1 to the rest (the realtime WebSocket runs over it).

let dir: string;
let cert: Buffer;
let tls: SelfSigned;
let t: TestApp;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'console-tls-'));
  // A certificate for 127.0.0.1, made for this run (nothing secret is kept in the repository).
  tls = await selfSignedCertificate(dir);
  cert = await readFile(tls.certFile);
  t = await createTestApp({
    env: { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, unknown>; body: string; protocol: string };

function getOverHttp2(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connectHttp2(base, { ca: cert });
    session.on('error', reject);
    const stream = session.request({ ':path': url, ...headers });
    let body = '';
    let answered: Record<string, unknown> = {};
    stream.setEncoding('utf8');
    stream.on('response', (responseHeaders) => (answered = responseHeaders));
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      resolve({
        status: Number(answered[':status']),
        headers: answered,
        body,
        protocol: session.alpnProtocol ?? '',
      });
      session.close();
    });
    stream.on('error', reject);
  });
}

function getOverHttp1(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = requestHttps(`${base}${url}`, { ca: cert });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          protocol: `HTTP/${response.httpVersion}`,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('HTTPS with HTTP/2', () => {
  it('answers over HTTP/2 to a client that offers it, with the envelope and HSTS', async () => {
    const answer = await getOverHttp2('/api/health', { 'accept-language': 'en-US' });
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '0000' });
    // Over TLS the request itself is https: the browser is told to stay on it.
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers an unknown route with the envelope over HTTP/2 too', async () => {
    const answer = await getOverHttp2('/api/no-such-route', { 'accept-language': 'en-US' });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '1002' });
  });

  it('answers HTTP/1.1 over TLS to a client that asks for it', async () => {
    const answer = await getOverHttp1('/api/health');
    expect(answer.protocol).toBe('HTTP/1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '0000' });
  });

  it('carries the realtime socket (a WebSocket over HTTP/1.1 upgrade) on the same port', async () => {
    const user = await t.register();
    const socket = io(base, {
      auth: { token: user.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ca: cert.toString('utf8'),
    });
    try {
      await nextEvent(socket, 'connect');
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('stops the boot with the variable named when a TLS file cannot be read', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      TLS_CERT_FILE: path.join(dir, 'missing.pem'),
      TLS_KEY_FILE: tls.keyFile,
    });
    await expect(buildApp(config, { database: t.testDatabase.database })).rejects.toThrow(
      /^TLS_CERT_FILE: cannot read .*missing\.pem/,
    );
  });
});
