import { TRAIL_ACTOR_TYPES, TRAIL_OBJECT_TYPES } from '@console/contract/trail';
import type { TrailFilter } from '../../lib/api/list-trail';
import { isIsoDate } from '../../lib/is-iso-date';

// The trail page's filter lives in the URL under the contract's query names (docs/web.md "Trail
// page"), so an object's history links to it and a reload keeps it; the parser keeps only what
// the server accepts (contract trailListQuery).

const ACTION = /^[a-zA-Z]{1,40}$/;

const positiveId = (value: string | null): number | undefined => {
  if (value === null || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
};

const day = (value: string | null) => (value !== null && isIsoDate(value) ? value : undefined);

export function parseTrailFilter(params: URLSearchParams): TrailFilter {
  const actorType = TRAIL_ACTOR_TYPES.find((type) => type === params.get('actorType'));
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  // A range that ends before it starts is dropped whole (the server answers 1001).
  if (from !== undefined && to !== undefined && from > to) [from, to] = [undefined, undefined];
  const action = params.get('action');
  const filter: TrailFilter = {
    actorType,
    // An actor's id names someone of a kind; the system has none.
    actorId:
      actorType !== undefined && actorType !== 'system'
        ? positiveId(params.get('actorId'))
        : undefined,
    objectType: TRAIL_OBJECT_TYPES.find((type) => type === params.get('objectType')),
    objectId: positiveId(params.get('objectId')),
    action: action !== null && ACTION.test(action) ? action : undefined,
    from,
    to,
  };
  // Absent keys, not `undefined` values: the filter is part of the query key.
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as TrailFilter;
}

const ORDER: (keyof TrailFilter)[] = [
  'actorType',
  'actorId',
  'objectType',
  'objectId',
  'action',
  'from',
  'to',
];

/** The URL of a filter: only what the parser keeps, in a stable order. */
export function trailFilterParams(filter: TrailFilter): URLSearchParams {
  const raw = new URLSearchParams();
  for (const key of ORDER) {
    const value = filter[key];
    if (value !== undefined && value !== '') raw.set(key, String(value));
  }
  const clean = parseTrailFilter(raw);
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = clean[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

export const isTrailFilterActive = (filter: TrailFilter) => Object.keys(filter).length > 0;
