import { asc } from 'drizzle-orm';
import type { MenuIcon, MenuNode, MenuPath } from '@console/contract/system-menus';
import type { Db } from '../../db/client.ts';
import { menuNodes } from '../../db/schema.ts';

export type MenuRow = typeof menuNodes.$inferSelect;

export const readMenuRows = (db: Db) =>
  db.select().from(menuNodes).orderBy(asc(menuNodes.sortOrder), asc(menuNodes.id));

/** A node as answered (without children) and as recorded in the change log. */
export function menuFields(row: MenuRow): Omit<MenuNode, 'children'> {
  return {
    id: row.id,
    parentId: row.parentId,
    kind: row.kind,
    header: row.header,
    title: row.title,
    titleEn: row.titleEn,
    subtitle: row.subtitle,
    path: row.path as MenuPath | null,
    name: row.name,
    icon: row.icon as MenuIcon | null,
    order: row.sortOrder,
    hidden: row.hidden,
  };
}

/** The rows as a tree, siblings in their order; `keep` filters nodes (their subtrees go too). */
export function buildTree(rows: readonly MenuRow[], keep: (row: MenuRow) => boolean = () => true) {
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const grow = (parentId: number | null): MenuNode[] =>
    (children.get(parentId) ?? [])
      .filter(keep)
      .map((row) => ({ ...menuFields(row), children: grow(row.id) }));
  return grow(null);
}

/** The ids of a node and everything under it. */
export function subtreeIds(rows: readonly MenuRow[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** How many levels a node has above it (a top node: 1). */
export function depthOf(rows: readonly MenuRow[], id: number | null): number {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let depth = 0;
  for (let at = id === null ? undefined : byId.get(id); at; at = byId.get(at.parentId ?? -1)) {
    depth++;
  }
  return depth;
}
