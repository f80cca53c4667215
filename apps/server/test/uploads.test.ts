import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@console/contract/uploads';
import { uploadBlobs, uploads } from '../src/db/schema.ts';
import { IMAGE_BYTES, makeOperator, multipartBody, upload } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (id: number, headers: Record<string, string>) =>
  t.call('GET', `/api/uploads/${id}`, { headers, locale: 'en-US' });

describe('POST /api/uploads', () => {
  it.each(Object.entries(IMAGE_BYTES))(
    'stores a %s image and serves it back',
    async (type, data) => {
      const user = await t.register();
      const answer = await upload(t, user.token, type, data);
      expect(answer.body.code).toBe('0000');
      const file = answer.body.content.file;
      expect(file).toEqual({
        id: expect.any(Number),
        url: `/api/uploads/${file.id}`,
        mime: type,
        size: data.length,
      });
      const back = await read(file.id, { authorization: user.token });
      expect(back.status).toBe(200);
      expect(back.headers['content-type']).toBe(type);
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      expect(back.raw.equals(data)).toBe(true);
    },
  );

  it('keeps the bytes under DATA_DIR/uploads by default', async () => {
    const user = await t.register();
    await upload(t, user.token, 'image/png', IMAGE_BYTES['image/png']);
    const months = await readdir(path.join(t.dataDir, 'uploads'));
    expect(months.length).toBeGreaterThan(0);
  });

  it('refuses a type other than JPEG, PNG or WebP', async () => {
    const user = await t.register();
    const gif = await upload(t, user.token, 'image/gif', Buffer.from('GIF89a.....'), 'a.gif');
    expect(gif.status).toBe(400);
    expect(gif.body).toEqual({
      code: '1001',
      msg: 'Only JPEG, PNG and WebP images are accepted',
      content: { fields: { file: 'Only JPEG, PNG and WebP images are accepted' } },
    });
    const pdf = await upload(t, user.token, 'application/pdf', Buffer.from('%PDF-1.7'), 'a.pdf');
    expect(pdf.body.content.fields.file).toBe('Only JPEG, PNG and WebP images are accepted');
  });

  it('refuses content that does not match the declared type', async () => {
    const user = await t.register();
    const cases: [string, Buffer][] = [
      ['image/png', IMAGE_BYTES['image/jpeg']],
      ['image/jpeg', IMAGE_BYTES['image/webp']],
      ['image/webp', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['image/png', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ];
    for (const [type, data] of cases) {
      const answer = await upload(t, user.token, type, data);
      expect(answer.body.content.fields).toEqual({
        file: 'The file content does not match its declared type',
      });
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });

  it('refuses a file over 5 MB and accepts one of exactly 5 MB', async () => {
    const user = await t.register();
    const png = IMAGE_BYTES['image/png'];
    const exact = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES - png.length)]);
    expect((await upload(t, user.token, 'image/png', exact)).body.content.file.size).toBe(
      UPLOAD_MAX_BYTES,
    );
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const refused = await upload(t, user.token, 'image/png', over);
    expect(refused.body).toMatchObject({
      code: '1001',
      content: { fields: { file: 'The file must not exceed 5 MB' } },
    });
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(1);
  });

  it('refuses a request without a file, a JSON body and an anonymous caller', async () => {
    const user = await t.register();
    const { payload, contentType } = multipartBody([{ name: 'other', data: Buffer.from('x') }]);
    const empty = await t.call('POST', '/api/uploads', {
      token: user.token,
      payload,
      headers: { 'content-type': contentType },
      locale: 'en-US',
    });
    expect(empty.body.content.fields).toEqual({ file: 'Please choose a file to upload' });
    const json = await t.call('POST', '/api/uploads', {
      token: user.token,
      payload: { file: 'x' },
    });
    // Honest status: a body that is not multipart is an unsupported media type (docs/api.md
    // "Codes").
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('1001');
    const anonymous = await upload(t, '', 'image/png', IMAGE_BYTES['image/png']);
    expect(anonymous.body.code).toBe('1007');
  });
});

describe('GET /api/uploads/{id}', () => {
  it('lets the uploader in by the admin-token cookie, but not another user', async () => {
    const user = await t.register();
    const id = (await upload(t, user.token, 'image/png', IMAGE_BYTES['image/png'])).body.content
      .file.id;
    expect(
      (await read(id, { cookie: `admin-uuid=x; admin-token=${encodeURIComponent(user.token)}` }))
        .status,
    ).toBe(200);
    const stranger = await t.register();
    const refused = await read(id, { authorization: stranger.token });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('1002');
    expect((await read(id, {})).body.code).toBe('1007');
    expect((await read(999_999, { authorization: user.token })).body.code).toBe('1002');
  });

  it('lets operators read what they audit', async () => {
    const user = await t.register();
    const id = (await upload(t, user.token, 'image/jpeg', IMAGE_BYTES['image/jpeg'])).body.content
      .file.id;
    const operator = await makeOperator(t, 'op');
    expect((await read(id, { authorization: operator.token })).status).toBe(200);
  });

  it('never accepts the cookie on a write', async () => {
    const user = await t.register();
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'a.png', type: 'image/png', data: IMAGE_BYTES['image/png'] },
    ]);
    const answer = await t.call('POST', '/api/uploads', {
      payload,
      headers: { 'content-type': contentType, cookie: `admin-token=${user.token}` },
    });
    expect(answer.body.code).toBe('1007');
  });
});

describe('UPLOAD_STORAGE=database', () => {
  it('keeps the bytes in PostgreSQL, readable by another node', async () => {
    const node = await createTestApp({ env: { UPLOAD_STORAGE: 'database' }, shareDatabaseOf: t });
    try {
      const user = await t.register();
      const data = IMAGE_BYTES['image/webp'];
      const id = (await upload(node, user.token, 'image/webp', data)).body.content.file.id;
      const [blob] = await t.db.select().from(uploadBlobs).where(eq(uploadBlobs.uploadId, id));
      expect(blob!.data.equals(data)).toBe(true);
      const back = await node.call('GET', `/api/uploads/${id}`, { token: user.token });
      expect(back.raw.equals(data)).toBe(true);
    } finally {
      await node.close();
    }
  });
});
