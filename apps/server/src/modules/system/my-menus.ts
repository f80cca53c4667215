import type { MyMenusContent } from '@console/contract/system-menus';
import type { Db } from '../../db/client.ts';
import { menusHeldBy } from './grants.ts';
import { buildTree, readMenuRows } from './menu-tree.ts';

/**
 * GET /api/menus (issue 17, spec §6 "the menu_list of a role decides which menus it sees"):
 * the nodes the user's roles hold, each with the groups above it; the paths the tree governs
 * (the console answers 403 for a governed path not held) and the action keys held.
 */
export async function readMyMenus(db: Db, userId: number): Promise<MyMenusContent> {
  const [rows, held] = await Promise.all([readMenuRows(db), menusHeldBy(db, userId)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const shown = new Set<number>();
  for (const id of held) {
    for (let at = byId.get(id); at && !shown.has(at.id); at = byId.get(at.parentId ?? -1)) {
      shown.add(at.id);
    }
  }
  const governed = new Set<string>();
  for (const row of rows) if (row.path !== null && row.kind === 'menu') governed.add(row.path);
  return {
    tree: buildTree(rows, (row) => shown.has(row.id) && row.kind === 'menu'),
    governed: [...governed],
    actions: rows.filter((row) => row.kind === 'action' && held.has(row.id)).map((row) => row.name),
  };
}
