import { z } from 'zod';
import { body } from './fields.ts';

// Auto-assignment (docs/chat.md "Assignment"): new conversations go to online members holding
// chat:reply in turn, each up to a capacity; when all are full they wait in a first-in-first-out
// queue; a member offline for a set time has their waiting conversations returned to it.

export const ASSIGNMENT_CAPACITY_MAX = 50;
export const ASSIGNMENT_RETURN_MAX_MINUTES = 24 * 60;
/** What a merchant that never set it has: off, five each, back to the queue after 10 minutes. */
export const ASSIGNMENT_DEFAULTS = { enabled: false, capacity: 5, returnAfterMinutes: 10 };

/** PUT /api/chat/assignment (needs shop:edit). */
export const chatAssignmentBody = body({
  enabled: z.boolean(),
  capacity: z.number().int().min(1).max(ASSIGNMENT_CAPACITY_MAX),
  returnAfterMinutes: z.number().int().min(1).max(ASSIGNMENT_RETURN_MAX_MINUTES),
});
export type ChatAssignmentBody = z.input<typeof chatAssignmentBody>;

/** A member who may answer, as auto-assignment sees them now. */
export const assignmentMember = z.object({
  id: z.number(),
  name: z.string(),
  online: z.boolean(),
  /** Unresolved conversations assigned to them. */
  load: z.number(),
});
export type AssignmentMember = z.infer<typeof assignmentMember>;

export const chatAssignment = z.object({
  enabled: z.boolean(),
  capacity: z.number(),
  returnAfterMinutes: z.number(),
  /** Conversations waiting in the queue. */
  queued: z.number(),
  members: z.array(assignmentMember),
  /** Whether the reader is told by mail when a customer writes and nobody is online. */
  offlineAlert: z.boolean(),
});
export type ChatAssignment = z.infer<typeof chatAssignment>;
export const chatAssignmentContent = z.object({ assignment: chatAssignment });

/** PUT /api/chat/offline-alert: the reader's own choice (docs/chat.md "Nobody there"). */
export const chatOfflineAlertBody = body({ enabled: z.boolean() });
