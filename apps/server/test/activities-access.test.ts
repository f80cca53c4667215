import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema.ts';
import { activityApi } from './activity-fixtures.ts';
import { IMAGE_BYTES } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let api: ReturnType<typeof activityApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = activityApi(t);
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await t.db.select().from(activities).where(eq(activities.id, id)))[0];

describe('activity access (DESIGN §6 security)', () => {
  it("answers 1002 for another merchant's activity and changes nothing", async () => {
    const mine = await api.shopWithOwner();
    const theirs = await api.shopWithOwner();
    const target = await api.draft(theirs.owner, theirs.shop.id);
    const before = await stored(target.id);
    const { token } = mine.owner;
    const shopId = mine.shop.id;
    const form = await api.activityForm(mine.owner);
    const answers = [
      await api.read(token, shopId, `/${target.id}`),
      await api.update(token, shopId, target.id, { ...form, version: 1 }),
      await api.act(token, shopId, target.id, 'submit', 1),
      await api.act(token, shopId, target.id, 'offline', 1),
      await api.copy(token, shopId, target.id),
      await api.remove(token, shopId, target.id),
    ];
    for (const answer of answers) expect(answer.body.code).toBe('1002');
    const listed = await api.read(token, shopId);
    expect(listed.body.content.activities).toEqual([]);
    expect(await stored(target.id)).toEqual(before);
  });

  it('answers 1003 when naming a merchant the caller does not belong to', async () => {
    const mine = await api.shopWithOwner();
    const theirs = await api.shopWithOwner();
    const target = await api.draft(theirs.owner, theirs.shop.id);
    const { token } = mine.owner;
    const shopId = theirs.shop.id;
    const form = await api.activityForm(mine.owner);
    const answers = [
      await api.read(token, shopId, `/${target.id}`),
      await api.update(token, shopId, target.id, { ...form, version: 1 }),
      await api.act(token, shopId, target.id, 'submit', 1),
      await api.remove(token, shopId, target.id),
    ];
    for (const answer of answers) expect(answer.body.code).toBe('1003');
    expect((await stored(target.id))?.version).toBe(1);
  });

  it('lets a member with activity:view read but not change; without it, not even read', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const target = await api.draft(owner, shop.id);
    const viewer = await t.register();
    await t.addMember(shop.id, viewer.id, { permissions: ['activity:view'] });
    expect((await api.read(viewer.token, shop.id, `/${target.id}`)).body.code).toBe('0000');
    expect((await api.read(viewer.token, shop.id)).body.content.activities).toHaveLength(1);
    const form = await api.activityForm(viewer);
    const answers = [
      await api.create(viewer.token, shop.id, form),
      await api.update(viewer.token, shop.id, target.id, { ...form, version: 1 }),
      await api.act(viewer.token, shop.id, target.id, 'submit', 1),
      await api.copy(viewer.token, shop.id, target.id),
      await api.remove(viewer.token, shop.id, target.id),
    ];
    for (const answer of answers) expect(answer.body.code).toBe('1003');
    expect((await stored(target.id))?.version).toBe(1);

    const stranger = await t.register();
    await t.addMember(shop.id, stranger.id, { permissions: ['order:view'] });
    expect((await api.read(stranger.token, shop.id, `/${target.id}`)).body.code).toBe('1003');
    const disabled = await t.register();
    await t.addMember(shop.id, disabled.id, { permissions: ['activity:view'], status: 'disabled' });
    expect((await api.read(disabled.token, shop.id)).body.code).toBe('1003');
  });

  it('lets a member with activity:edit change activities', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const editor = await t.register();
    await t.addMember(shop.id, editor.id, { permissions: ['activity:view', 'activity:edit'] });
    const created = await api.draft(editor, shop.id);
    expect(created.status).toBe('draft');
    const form = await api.activityForm(owner);
    // The owner may keep the cover another member uploaded, not attach a stranger's upload.
    const kept = { ...form, coverImageId: (await stored(created.id))!.coverImageId, version: 1 };
    expect((await api.update(owner.token, shop.id, created.id, kept)).body.code).toBe('0000');
    const stolen = await api.update(editor.token, shop.id, created.id, { ...form, version: 2 });
    expect(stolen.body.code).toBe('1001');
  });

  it("lets every active member see the cover of the merchant's activities, nobody else", async () => {
    const { owner, shop } = await api.shopWithOwner();
    const created = await api.draft(owner, shop.id);
    const coverId = (await stored(created.id))!.coverImageId!;
    const readCover = (token: string) => t.call('GET', `/api/uploads/${coverId}`, { token });
    const teammate = await t.register();
    await t.addMember(shop.id, teammate.id, { permissions: [] });
    const seen = await readCover(teammate.token);
    expect(seen.status).toBe(200);
    expect(seen.raw.equals(IMAGE_BYTES['image/png'])).toBe(true);
    // Whatever the activity's status: a pending one still shows its cover to the team.
    await api.act(owner.token, shop.id, created.id, 'submit', created.version);
    expect((await readCover(teammate.token)).status).toBe(200);

    const disabled = await t.register();
    await t.addMember(shop.id, disabled.id, { permissions: ['activity:view'], status: 'disabled' });
    const other = await api.shopWithOwner();
    const outsider = await t.register();
    await t.addMember(other.shop.id, outsider.id, { permissions: ['activity:view'] });
    for (const user of [disabled, other.owner, outsider]) {
      const answer = await readCover(user.token);
      expect(answer.body.code).toBe('1002');
      expect(answer.status).toBe(404);
    }
  });
});
