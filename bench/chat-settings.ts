// bench:chat's load knobs (bench/chat.ts says what each does), read from the environment once.
export const CUSTOMERS = Number(process.env.CUSTOMERS ?? 2000);
export const RATE = Number(process.env.RATE ?? 100);
export const REPLY_SHARE = Number(process.env.REPLY_SHARE ?? 0.5);
export const DURATION = Number(process.env.DURATION ?? 30);
export const WARM_UP = Number(process.env.WARM_UP ?? 5);
export const STAFF_SOCKETS = Number(process.env.STAFF_SOCKETS ?? 4);
export const CONNECT_BATCH = 200;
/** Requests under way at most; past it the sender falls behind RATE (and says so). */
export const MAX_IN_FLIGHT = 400;
/** How long the pushes of the last sends may take to arrive before the missing count as lost. */
export const DRAIN_MS = 15_000;
/** ASSIGNMENT=off measures without response targets and auto-assignment (on by default). */
export const ASSIGNMENT = process.env.ASSIGNMENT !== 'off';
/** Open conversations per member under auto-assignment. */
export const ASSIGN_CAPACITY = Number(process.env.ASSIGN_CAPACITY ?? 50);
/**
 * The share of staff replies in a conversation a member holds that also resolve it, freeing its
 * place so the queue moves during the run (auto-assignment's decisions, docs/chat.md
 * "Assignment").
 */
export const RESOLVE_SHARE = Number(process.env.RESOLVE_SHARE ?? 0.5);
