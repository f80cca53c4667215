import { z } from 'zod';
import { isoDateField } from './dates.ts';
import { body, idField } from './fields.ts';
import { offsetPage, offsetPaging } from './system-paging.ts';

// Every system management write is recorded (who, when, what, before / after; docs/system.md "The
// change log").

export const CHANGE_TARGETS = ['user', 'role', 'menu'] as const;
export type ChangeTarget = (typeof CHANGE_TARGETS)[number];
export const CHANGE_ACTIONS = ['create', 'update', 'delete', 'menus', 'move'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const systemChange = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorName: z.string(),
  target: z.enum(CHANGE_TARGETS),
  targetId: z.number(),
  action: z.enum(CHANGE_ACTIONS),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type SystemChange = z.infer<typeof systemChange>;

/** POST /api/system/change/list (admins): newest first, with filters. */
export const changeListBody = body({
  target: z.enum(CHANGE_TARGETS).nullable().default(null),
  action: z.enum(CHANGE_ACTIONS).nullable().default(null),
  targetId: idField.nullable().default(null),
  actorId: idField.nullable().default(null),
  date: z
    .tuple([isoDateField(), isoDateField()])
    .refine(([from, to]) => from <= to, { error: 'system.user.dateOrder' })
    .nullable()
    .default(null),
  ...offsetPaging(['at'] as const, 'at'),
});
export type ChangeListBody = z.input<typeof changeListBody>;
export const changeListContent = offsetPage(systemChange);
export type ChangeListContent = z.infer<typeof changeListContent>;
