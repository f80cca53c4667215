import { makeOperator } from './audit-fixtures.ts';
import { createTestApp } from './helper.ts';
import { seeded, systemCall } from './system-fixtures.ts';

/** What most system tests start from: an app, its /api/system/* caller, an admin, the seeded ids. */
export async function systemApp() {
  const t = await createTestApp();
  return { t, call: systemCall(t), admin: await makeOperator(t, 'admin'), ids: await seeded(t) };
}
export type SystemApp = Awaited<ReturnType<typeof systemApp>>;
