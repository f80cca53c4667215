import type { MyMenusContent } from '@console/contract/system-menus';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { menusHeldBy } from './grants.ts';
import { buildTree, readMenuRows } from './menu-tree.ts';

/**
 * GET /api/menus (docs/system.md "Console": the platform role, and, spec §6 "the menu_list of a
 * role decides which menus it sees"): the nodes the user's roles hold, each with the groups above
 * it; the paths the tree governs (the console answers 403 for a governed path not held) and the
 * action keys held.
 */
export async function readMyMenus(db: Db, userId: number): Promise<MyMenusContent> {
  const [rows, held, [user]] = await Promise.all([
    readMenuRows(db),
    menusHeldBy(db, userId),
    db.select({ role: users.role }).from(users).where(eq(users.id, userId)),
  ]);
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
    access: [user?.role ?? 'user'],
    tree: buildTree(rows, (row) => shown.has(row.id) && row.kind === 'menu'),
    governed: [...governed],
    actions: rows.filter((row) => row.kind === 'action' && held.has(row.id)).map((row) => row.name),
  };
}
