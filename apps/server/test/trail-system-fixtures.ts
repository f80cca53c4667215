import { expect } from 'vitest';
import type { Answer, TestApp, TestUser } from './helper.ts';

// docs/system.md "The change log", "Live": what the system doors leave in the platform's scope and
// hand to the hub.
export const PLATFORM = 0;
const ACCESS_CHANGED = 'access:changed';

/** The events a user whose roles changed is handed: new role rooms, then access:changed. */
export const roleChangeOf = (userId: number) => [
  { to: 'refresh-role-rooms', userId },
  { to: 'user', userId, event: ACCESS_CHANGED, payload: {} },
];
export const rolesHear = (roleIds: number[]) => ({
  to: 'roles',
  roleIds,
  event: ACCESS_CHANGED,
  payload: {},
});

/** A system door's entries and deliveries, its writes made by `admin`. */
export function systemTrailApi(t: TestApp, admin: TestUser) {
  const entriesOf = (type: 'user' | 'role' | 'menu', id: number) =>
    t.trailOf(PLATFORM, { type, id });

  /** What the writer handed to the hub since `mark` (a count of deliveries). */
  const sentSince = (mark: number) => t.deliveries.slice(mark).flat();

  function expectByAdmin(entry: Record<string, unknown> | undefined, answer: Answer) {
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
    expect(entry).toMatchObject({
      scope: PLATFORM,
      actorType: 'operator',
      actorId: admin.id,
      requestId: answer.headers['x-request-id'],
    });
  }

  /** A failed write answers 500 and hands nothing to the hub. */
  async function failing(run: () => Promise<Answer>) {
    const mark = t.deliveries.length;
    t.failNextWrite();
    const answer = await run();
    expect(answer.status).toBe(500);
    expect(sentSince(mark)).toEqual([]);
    return answer;
  }

  return { entriesOf, sentSince, expectByAdmin, failing };
}
export type SystemTrailApi = ReturnType<typeof systemTrailApi>;
