import type { ActivityListQuery } from '@console/contract/activities';
import { activitiesKey } from '../../../lib/query-keys';

// Every activity call is merchant-scoped (spec §7 merchants_id is appended).

// The key lives in lib: a pushed activity decision makes it stale (lib/realtime/message-queries).
export { activitiesKey };

/** The list's filters, as the URL holds them (no cursor, no page size). */
export type ActivityFilter = Omit<ActivityListQuery, 'last_id' | 'pageSize' | 'merchants_id'>;
