import { eq } from 'drizzle-orm';
import type { MenuNode } from '@console/contract/system-menus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuNodes, roles } from '../src/db/schema.ts';
import { systemApp, type SystemApp } from './system-app.ts';
import {
  PLATFORM,
  rolesHear,
  systemTrailApi,
  type SystemTrailApi,
} from './trail-system-fixtures.ts';

// docs/server.md "Doors" and docs/system.md "The change log": the menu doors (create, update or
// move, delete) leave their entry in the platform's scope (0) of the trail, by the operator, in
// the write's transaction, and hand their live effects over once, after commit.

let { t, call, admin } = {} as SystemApp;
let { entriesOf, sentSince, expectByAdmin, failing } = {} as SystemTrailApi;
beforeAll(async () => {
  ({ t, call, admin } = await systemApp());
  ({ entriesOf, sentSince, expectByAdmin, failing } = systemTrailApi(t, admin));
});
afterAll(() => t.close());

let nodes = 0;
async function createdGroup() {
  const answer = await call(admin.token, 'menu/sider/create', {
    title: '临时',
    titleEn: `Trail ${++nodes}`,
    path: '/i18n',
    name: `trail-${nodes}`,
  });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return { id: answer.body.content.id as number, answer };
}
const adminRoleIds = async () =>
  (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.access, 'admin'))).map(
    (role) => role.id,
  );
const nodeRow = async (id: number) =>
  (await t.db.select().from(menuNodes).where(eq(menuNodes.id, id)))[0];
const nodeOf = async (id: number): Promise<MenuNode> => {
  const answer = await call(admin.token, 'menu/list');
  const find = (list: MenuNode[]): MenuNode | undefined => {
    for (const node of list) {
      const found = node.id === id ? node : find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  return find(answer.body.content.tree as MenuNode[])!;
};
const nodeUpdate = (node: MenuNode, changes: Record<string, unknown> = {}) => ({
  id: node.id,
  parentId: node.parentId,
  index: node.order,
  kind: node.kind,
  title: node.title,
  titleEn: node.titleEn,
  subtitle: node.subtitle,
  path: node.path,
  name: node.name,
  icon: node.icon,
  hidden: node.hidden,
  ...changes,
});

describe('menus: the entries of menu create, update (move) and delete', () => {
  it('records a creation; the admin roles, which now hold it, hear of it', async () => {
    const mark = t.deliveries.length;
    const { id, answer } = await createdGroup();
    const [entry] = await entriesOf('menu', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({
      action: 'create',
      objectType: 'menu',
      before: null,
      after: { id, path: '/i18n', name: `trail-${nodes}`, parentId: null, header: false },
    });
    expect(sentSince(mark)).toEqual([rolesHear(await adminRoleIds())]);
  });

  it('records an edit as update and a change of place as move, heard by the roles holding it', async () => {
    const { id } = await createdGroup();
    const node = await nodeOf(id);
    const mark = t.deliveries.length;
    const edited = await call(admin.token, 'menu/update', nodeUpdate(node, { subtitle: 'Sub' }));
    const moved = await call(
      admin.token,
      'menu/update',
      nodeUpdate(node, { subtitle: 'Sub', index: 0 }),
    );
    const [, edit, move] = await entriesOf('menu', id);
    expectByAdmin(edit, edited);
    expectByAdmin(move, moved);
    expect(edit).toMatchObject({
      action: 'update',
      before: { subtitle: '' },
      after: { subtitle: 'Sub' },
    });
    expect(move).toMatchObject({
      action: 'move',
      before: { order: node.order },
      after: { order: 0 },
    });
    const holders = await adminRoleIds();
    expect(sentSince(mark)).toEqual([rolesHear(holders), rolesHear(holders)]);
  });

  it('records a deletion with the node as it was, heard by the roles that held it', async () => {
    const { id } = await createdGroup();
    const mark = t.deliveries.length;
    const answer = await call(admin.token, 'menu/delete', { id });
    const [, entry] = await entriesOf('menu', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ action: 'delete', before: { id, path: '/i18n' }, after: null });
    expect(sentSince(mark)).toEqual([rolesHear(await adminRoleIds())]);
  });

  it('leaves the tree, the entries and the consoles as they were when a write fails', async () => {
    const before = (await t.trailOf(PLATFORM)).length;
    await failing(() =>
      call(admin.token, 'menu/header/create', {
        title: '失败',
        titleEn: 'Failed',
        name: 'trail-failed',
      }),
    );
    expect(await t.db.select().from(menuNodes).where(eq(menuNodes.name, 'trail-failed'))).toEqual(
      [],
    );
    expect(await t.trailOf(PLATFORM)).toHaveLength(before);

    const { id } = await createdGroup();
    const node = await nodeOf(id);
    const row = await nodeRow(id);
    await failing(() => call(admin.token, 'menu/update', nodeUpdate(node, { subtitle: 'x' })));
    await failing(() => call(admin.token, 'menu/delete', { id }));
    expect(await nodeRow(id)).toEqual(row);
    expect((await entriesOf('menu', id)).map((entry) => entry.action)).toEqual(['create']);
  });
});
