import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { activities, merchantRecords, merchants } from '../../db/schema.ts';

/**
 * DESIGN §1 / docs/api.md "Storefront": customers see an activity only when it is approved and its
 * merchant is active with an approved onboarding record (the record a merchant is created from).
 * Queries using it join `merchants` on the activity's merchant.
 */
export const visibleOnStorefront: SQL = and(
  eq(activities.status, 'approved'),
  eq(merchants.status, 'active'),
  sql`exists (select 1 from ${merchantRecords} where ${merchantRecords.merchantId} = ${activities.merchantId} and ${merchantRecords.status} = 'approved')`,
  // Approval needs all three times; stated so that a row read here always has them.
  isNotNull(activities.startAt),
  isNotNull(activities.endAt),
  isNotNull(activities.signupDeadline),
)!;
