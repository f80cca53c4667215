import { asc, eq } from 'drizzle-orm';
import { auditSubmissions, merchantRecords, trailEntries } from '../src/db/schema.ts';
import type { Answer, TestApp } from './helper.ts';

/** The request id an answer carries, as its write's entries record it. */
export const requestIdOf = (answer: Answer) => String(answer.headers['x-request-id']);

/**
 * What the onboarding doors left (docs/onboarding.md "Trail"): one request's entries, a merchant
 * record's row, a subject's queue entries.
 */
export function onboardingTrailApi(t: TestApp) {
  /** Every entry one request's write left, in every scope. */
  const entriesOfRequest = (answer: Answer) =>
    t.db
      .select()
      .from(trailEntries)
      .where(eq(trailEntries.requestId, requestIdOf(answer)))
      .orderBy(asc(trailEntries.id));

  const recordRow = async (id: number) =>
    (await t.db.select().from(merchantRecords).where(eq(merchantRecords.id, id)))[0]!;

  const submissionsOf = (kind: 'record' | 'licence' | 'activity', subjectId: number) =>
    t.db
      .select()
      .from(auditSubmissions)
      .where(eq(auditSubmissions.subjectId, subjectId))
      .then((rows) => rows.filter((row) => row.kind === kind));

  return { entriesOfRequest, recordRow, submissionsOf };
}
export type OnboardingTrailApi = ReturnType<typeof onboardingTrailApi>;
