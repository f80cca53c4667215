import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantLicences } from '../src/db/schema.ts';
import { activityApi } from './activity-fixtures.ts';
import { decide, makeOperator, pendingSubmission } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { licenceApi } from './licence-fixtures.ts';

let t: TestApp;
let api: ReturnType<typeof activityApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = activityApi(t);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

describe('activity rules (docs/activities.md)', () => {
  it('sanitises the description: scripts, handlers and javascript: links go, formatting stays', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const description =
      '<h2>Plan</h2><p onclick="steal()"><strong>Bold</strong> <em>it</em></p>' +
      '<script>alert(1)</script><img src="/api/uploads/1" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com/">good</a>' +
      '<ul><li onmouseover="x()">one</li></ul><ol><li>two</li></ol><h3>More</h3>' +
      '<a href="JaVaScRiPt:alert(2)" onclick="y()">also bad</a>';
    const created = await api.draft(owner, shop.id, { description });
    const stored = (created as unknown as { description: string }).description;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(stored).toContain('<h2>Plan</h2><p><strong>Bold</strong> <em>it</em></p>');
    expect(stored).toContain('<img src="/api/uploads/1" />');
    expect(stored).toContain('href="https://example.com/"');
    expect(stored).toContain('<ul><li>one</li></ul><ol><li>two</li></ol><h3>More</h3>');
    expect(stored).not.toMatch(/onmouseover|alert\(2\)/i);
  });

  it('checks the time order on save and the future on submit', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const form = await api.activityForm(owner);
    const reversed = await api.create(owner.token, shop.id, { ...form, endAt: form.startAt });
    expect(reversed.body).toMatchObject({
      code: '1001',
      content: { fields: { endAt: 'The end must be after the start' } },
    });
    const late = await api.create(owner.token, shop.id, { ...form, signupDeadline: form.endAt });
    expect(late.body.content.fields.signupDeadline).toBe(
      'The sign-up deadline cannot be after the start',
    );
    const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
    // A draft may hold past times; only the submission requires the future.
    const created = await api.draft(owner, shop.id, {
      signupDeadline: at(-2),
      startAt: at(1),
      endAt: at(3),
    });
    const past = await api.act(owner.token, shop.id, created.id, 'submit', created.version);
    expect(past.body).toMatchObject({
      code: '1001',
      content: { fields: { signupDeadline: 'The activity times must be in the future' } },
    });
  });

  it('refuses to submit an incomplete draft with field messages', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const empty = (await api.create(owner.token, shop.id, {})).body.content.activity;
    const answer = await api.act(owner.token, shop.id, empty.id, 'submit', empty.version);
    expect(answer.body.code).toBe('1001');
    expect(answer.body.content.fields).toMatchObject({ title: 'This field is required' });
  });

  it('submits a paid activity only with an approved signing licence', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const paid = await api.draft(owner, shop.id, { priceCents: 9900 });
    const refused = await api.act(owner.token, shop.id, paid.id, 'submit', paid.version);
    expect(refused.body).toMatchObject({ code: '1001' });
    expect(refused.body.msg).toContain('/account/license');
    expect(refused.body.msg).toContain('signing licence');

    const licences = licenceApi(t);
    await licences.submit(owner.token, shop.id, await licences.licenceForm(owner));
    const operator = await makeOperator(t);
    const [licence] = await t.db
      .select({ id: merchantLicences.id })
      .from(merchantLicences)
      .where(eq(merchantLicences.merchantId, shop.id));
    const submission = await pendingSubmission(t, operator, 'licence', licence!.id);
    expect((await decide(t, operator, submission.id, 'approve')).body.code).toBe('0000');
    const accepted = await api.act(owner.token, shop.id, paid.id, 'submit', paid.version);
    expect(accepted.body.content.activity.status).toBe('pending');
    const free = await api.draft(owner, shop.id);
    const freeAnswer = await api.act(owner.token, shop.id, free.id, 'submit', free.version);
    expect(freeAnswer.body.code).toBe('0000');
  });

  it('answers malformed bodies with 1001, never 500', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const draft = await api.draft(owner, shop.id);
    const bad: [string, string, object][] = [
      ['POST', '/api/activities', { title: 'x' }],
      ['POST', '/api/activities', { link: 'javascript:alert(1)', mode: 'online' }],
      ['POST', '/api/activities', { priceCents: -1 }],
      ['POST', '/api/activities', { capacity: 1.5 }],
      ['POST', '/api/activities', { startAt: 'soon' }],
      ['POST', '/api/activities', { description: 'x'.repeat(50_001) }],
      ['POST', '/api/activities', { unknown: true }],
      ['PUT', `/api/activities/${draft.id}`, { title: 'No version' }],
      ['POST', `/api/activities/${draft.id}/submit`, { version: 'one' }],
      ['POST', `/api/activities/${draft.id}/offline`, {}],
    ];
    for (const [method, url, payload] of bad) {
      const answer = await t.call(method, url, {
        token: owner.token,
        payload: { ...payload, merchants_id: shop.id },
      });
      expect(answer.body.code, `${method} ${url} ${JSON.stringify(payload)}`).toBe('1001');
    }
    const notJson = await t.call('POST', '/api/activities', {
      token: owner.token,
      payload: '{"merchants_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBeLessThan(500);
  });
});
