import { eq, inArray } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import {
  MENU_DEPTH_MAX,
  PROTECTED_MENU_PATHS,
  type menuCreateBody,
  type menuUpdateBody,
} from '@console/contract/system-menus';
import type { ChangeAction } from '@console/contract/system-changes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { menuNodes, roleMenus } from '../../db/schema.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { PLATFORM_SCOPE, type Snapshot } from '../../write/trail-append.ts';
import type { Write } from '../../write/writer.ts';
import { noEffects, sendAccessEffects } from './effects.ts';
import { systemWrite } from './grants.ts';
import {
  buildTree,
  depthOf,
  menuFields,
  readMenuRows,
  subtreeIds,
  type MenuRow,
} from './menu-tree.ts';
import { giveNewMenuToAdminRoles } from './roles.ts';

// Menu tree writes (docs/system.md "Menus"): the doors of the menu tree, the file that
// writes `menu_nodes` (a node's place in roles is the roles' file). Each runs under the system
// lock and records its entry in the platform's scope of the trail, object type `menu`
// (docs/system.md "The change log").

type CreateInput = z.output<typeof menuCreateBody>;
type UpdateInput = z.output<typeof menuUpdateBody>;

/** POST /api/system/menu/list: the whole tree. */
export async function readMenuTree(db: Db) {
  return { tree: buildTree(await readMenuRows(db)) };
}

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/** The parent a node may go under: a page or group, deep enough for the node's subtree. */
function checkParent(rows: MenuRow[], parentId: number | null, height: number, kind: string) {
  if (parentId === null) return undefined;
  const parent = rows.find((row) => row.id === parentId);
  if (!parent) throw fieldError('parentId', 'system.menu.parentUnknown');
  if (parent.kind === 'action') throw fieldError('parentId', 'system.menu.actionParent');
  if (depthOf(rows, parentId) + height > MENU_DEPTH_MAX) {
    throw fieldError('parentId', 'system.menu.tooDeep', { max: MENU_DEPTH_MAX });
  }
  if (kind === 'action' && parent.path === null) {
    throw fieldError('parentId', 'system.menu.actionParent');
  }
  return parent;
}

const nameTaken = (error: unknown) =>
  uniqueViolationOf(error) === 'menu_nodes_name_unique'
    ? fieldError('name', 'system.menu.nameTaken')
    : error;

/** The columns a body sets (an action key has no path or icon). */
const columnsOf = (input: CreateInput) => ({
  kind: input.kind,
  title: input.title,
  titleEn: input.titleEn,
  subtitle: input.subtitle,
  path: input.kind === 'action' ? null : input.path,
  name: input.name,
  icon: input.kind === 'action' ? null : input.icon,
  hidden: input.hidden,
});

/** The change of one node, in the platform's scope (the change log's `menu` target). */
const recordMenu = (
  write: Write,
  change: { id: number; action: ChangeAction; before: Snapshot | null; after: Snapshot | null },
) =>
  write.record({
    scope: PLATFORM_SCOPE,
    action: change.action,
    objectType: 'menu',
    objectId: change.id,
    before: change.before,
    after: change.after,
  });

/** menu/header/create, menu/sider/create: new nodes join every admin-access role. */
export async function createMenu(write: Write, input: CreateInput & { header: boolean }) {
  return systemWrite(write, async () => {
    const { tx, now } = write;
    const rows = await readMenuRows(tx);
    const parent = checkParent(rows, input.parentId, 1, input.kind);
    const header = parent ? parent.header : input.header;
    const siblings = rows.filter((row) => isSibling(row, input.parentId, header));
    const order = Math.max(-1, ...siblings.map((row) => row.sortOrder)) + 1;
    const [row] = await tx
      .insert(menuNodes)
      .values({
        ...columnsOf(input),
        parentId: input.parentId,
        header,
        sortOrder: order,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .catch((error: unknown) => Promise.reject(nameTaken(error)));
    const admins = await giveNewMenuToAdminRoles(tx, row!.id);
    recordMenu(write, { id: row!.id, action: 'create', before: null, after: menuFields(row!) });
    sendAccessEffects(write, { ...noEffects(), roles: admins });
    return { id: row!.id };
  });
}

async function rolesHolding(tx: Db, menuIds: Iterable<number>) {
  const ids = [...menuIds];
  if (ids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ roleId: roleMenus.roleId })
    .from(roleMenus)
    .where(inArray(roleMenus.menuId, ids));
  return rows.map((row) => row.roleId);
}

/** Top nodes of the header menu and of the sider are two lists of siblings. */
const isSibling = (row: MenuRow, parentId: number | null, header: boolean) =>
  row.parentId === parentId && (parentId !== null || row.header === header);

/** The siblings' new order with the node placed at `index`; writes the orders that changed. */
async function placeAmongSiblings(
  tx: Db,
  rows: MenuRow[],
  node: MenuRow,
  place: { parentId: number | null; index: number; header: boolean },
) {
  const siblings = rows.filter(
    (row) => isSibling(row, place.parentId, place.header) && row.id !== node.id,
  );
  const at = Math.min(place.index, siblings.length);
  const ordered = [...siblings.slice(0, at), node, ...siblings.slice(at)];
  for (const [order, row] of ordered.entries()) {
    if (row.id !== node.id && row.sortOrder !== order) {
      await tx.update(menuNodes).set({ sortOrder: order }).where(eq(menuNodes.id, row.id));
    }
  }
  return ordered.indexOf(node);
}

/** menu/update: the node's fields and its place (parent and index among the siblings). */
export async function updateMenu(write: Write, input: UpdateInput) {
  return systemWrite(write, async () => {
    const { tx, now } = write;
    const rows = await readMenuRows(tx);
    const node = rows.find((row) => row.id === input.id);
    if (!node) throw notFound();
    const subtree = subtreeIds(rows, node.id);
    if (input.parentId !== null && subtree.has(input.parentId)) {
      throw fieldError('parentId', 'system.menu.parentCycle');
    }
    if (input.kind === 'action' && subtree.size > 1) {
      throw fieldError('kind', 'system.menu.actionParent');
    }
    const height =
      Math.max(...[...subtree].map((id) => depthOf(rows, id))) - depthOf(rows, node.id) + 1;
    const parent = checkParent(rows, input.parentId, height, input.kind);
    const header = parent ? parent.header : node.header;
    const order = await placeAmongSiblings(tx, rows, node, { ...input, header });
    const [row] = await tx
      .update(menuNodes)
      .set({
        ...columnsOf(input),
        parentId: input.parentId,
        header,
        sortOrder: order,
        updatedAt: now,
      })
      .where(eq(menuNodes.id, node.id))
      .returning()
      .catch((error: unknown) => Promise.reject(nameTaken(error)));
    if (header !== node.header && subtree.size > 1) {
      await tx
        .update(menuNodes)
        .set({ header })
        .where(inArray(menuNodes.id, [...subtree]));
    }
    const before = menuFields(node);
    const after = menuFields(row!);
    const moved = before.parentId !== after.parentId || before.order !== after.order;
    const edited = Object.keys(after).some(
      (key) =>
        key !== 'order' &&
        key !== 'parentId' &&
        before[key as keyof typeof before] !== after[key as keyof typeof after],
    );
    recordMenu(write, { id: node.id, action: moved && !edited ? 'move' : 'update', before, after });
    sendAccessEffects(write, { ...noEffects(), roles: await rolesHolding(tx, subtree) });
    return { id: node.id };
  });
}

/** menu/delete, menu/delete/multiple: nodes go with their subtrees and leave every role. */
export async function deleteMenus(write: Write, input: { ids: number[] }) {
  return systemWrite(write, async () => {
    const { tx } = write;
    const rows = await readMenuRows(tx);
    const gone = new Set<number>();
    const roots: MenuRow[] = [];
    for (const id of input.ids) {
      const node = rows.find((row) => row.id === id);
      if (!node) throw notFound();
      if (gone.has(id)) continue;
      roots.push(node);
      for (const under of subtreeIds(rows, id)) gone.add(under);
    }
    const protectedNode = rows.find(
      (row) =>
        gone.has(row.id) && row.path !== null && PROTECTED_MENU_PATHS.includes(row.path as never),
    );
    if (protectedNode) throw new AppError(apiCodes.rejected, 'system.menu.protected');
    const holders = await rolesHolding(tx, gone);
    for (const node of roots) {
      recordMenu(write, { id: node.id, action: 'delete', before: menuFields(node), after: null });
    }
    // Their places in roles go with them (role_menus cascades).
    await tx.delete(menuNodes).where(inArray(menuNodes.id, [...gone]));
    sendAccessEffects(write, { ...noEffects(), roles: holders });
    return { deleted: gone.size };
  });
}
