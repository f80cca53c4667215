import type { Activity } from '@console/contract/activities';

/** A test activity of merchant 7 as GET /api/activities/{id} answers it; a test gives what it checks. */
export function activityOf(patch: Partial<Activity> = {}): Activity {
  return {
    id: 5,
    merchantId: 7,
    status: 'draft',
    phase: null,
    version: 3,
    title: 'Morning run',
    cover: null,
    category: 'sports',
    summary: '',
    description: '',
    mode: 'offline',
    provinceCode: '',
    cityCode: '',
    districtCode: '',
    address: '',
    link: '',
    startAt: null,
    endAt: null,
    signupDeadline: null,
    capacity: null,
    priceCents: 0,
    rejectReason: null,
    sold: 0,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...patch,
  };
}
