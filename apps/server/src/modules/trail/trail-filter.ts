import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  TRAIL_ACTOR_TYPES,
  TRAIL_OBJECT_TYPES,
  type TrailActorType,
  type TrailObjectType,
} from '@console/contract/trail';
import { trailEntries } from '../../db/schema.ts';
import { zonedDayEnd, zonedDayStart } from '../../lib/zoned-day.ts';

/** The filter of the list and the CSV (contract `trailFilterQuery`), days in `timeZone`. */
export type TrailFilter = {
  actorType?: TrailActorType;
  actorId?: number;
  objectType?: TrailObjectType;
  objectId?: number;
  action?: string;
  from?: string;
  to?: string;
  /** The merchant's zone (docs/trail.md "The API"): whose days `from` and `to` are. */
  timeZone: string;
};

/**
 * A filter as SQL on placeholders (db/prepared.ts), the name of its shape, the placeholders'
 * values, and whether its best plan depends on the values (then it is planned each time).
 */
export type TrailWhere = {
  where: SQL;
  shape: string;
  values: Record<string, unknown>;
  planEachTime: boolean;
};

const t = trailEntries;
const placeholder = (key: string) => sql.placeholder(key);
/** A whole list of kinds as one placeholder (a comma list), so one statement serves it. */
const anyOf = (key: string) => sql`any(string_to_array(${placeholder(key)}, ','))`;

/**
 * docs/trail.md "The API": each index (scope, actor_type, actor_id | object_type, object_id |
 * action, at, id) answers its filter newest first with a range scan that stops after a page, the
 * dates narrowing it further. Those shapes (and none, by (scope, at, id)) are named prepared
 * statements. A kind without its id (or an id without its kind), or two such filters at once,
 * has no one index in list order: which plan is cheap depends on how common the value is (a
 * rare kind sorts its few rows, a common one walks the time index), so it is planned for its
 * values each time. An id without its kind is any kind (`= any(...)`), so the index still finds
 * it by key.
 */
export function trailWhere(scope: number, filter: TrailFilter): TrailWhere {
  const conditions: (() => SQL)[] = [() => eq(t.scope, placeholder('scope'))];
  const values: Record<string, unknown> = { scope };
  const shape: string[] = [];
  const add = (key: string, condition: () => SQL, value: unknown) => {
    conditions.push(condition);
    values[key] = value;
    shape.push(key);
  };
  /** Filters an index serves in list order on its own; `partial`: one that has no such index. */
  let served = 0;
  let partial = false;

  const { actorType, actorId, objectType, objectId } = filter;
  if (actorType !== undefined || actorId !== undefined) {
    if (actorType !== undefined) add('at', () => eq(t.actorType, placeholder('at')), actorType);
    else add('aa', () => sql`${t.actorType} = ${anyOf('aa')}`, TRAIL_ACTOR_TYPES.join(','));
    if (actorId !== undefined) add('ai', () => eq(t.actorId, placeholder('ai')), actorId);
    if (actorType !== undefined && actorId !== undefined) served += 1;
    else partial = true;
  }
  if (objectType !== undefined || objectId !== undefined) {
    if (objectType !== undefined) add('ot', () => eq(t.objectType, placeholder('ot')), objectType);
    else add('oa', () => sql`${t.objectType} = ${anyOf('oa')}`, TRAIL_OBJECT_TYPES.join(','));
    if (objectId !== undefined) add('oi', () => eq(t.objectId, placeholder('oi')), objectId);
    if (objectType !== undefined && objectId !== undefined) served += 1;
    else partial = true;
  }
  if (filter.action !== undefined) {
    add('ac', () => eq(t.action, placeholder('ac')), filter.action);
    served += 1;
  }
  const { from, to, timeZone } = filter;
  if (from)
    add('fr', () => gte(t.at, placeholder('fr')), zonedDayStart(from, timeZone).toISOString());
  if (to) add('to', () => lt(t.at, placeholder('to')), zonedDayEnd(to, timeZone).toISOString());
  return {
    // Built when read: only while a statement is prepared (db/prepared.ts).
    get where() {
      return and(...conditions.map((condition) => condition()))!;
    },
    shape: shape.join('') || 'all',
    values,
    planEachTime: partial || served > 1,
  };
}
