import { z } from 'zod';
import { body, idField } from './fields.ts';
import { keysetPage } from './paging.ts';

export const LOG_BATCH_MAX = 20;

/** spec §3 log entry as the browser reports it; never a token or cookie. */
export const clientLogEntry = z.strictObject({
  message: z.string().min(1).max(2000),
  type: z.enum(['info', 'error']),
  time: z.string().max(40),
  url: z.string().max(2000),
  route: z.string().max(200).optional(),
  appVersion: z.string().max(40).optional(),
  extra: z.record(z.string().max(100), z.unknown()).optional(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntry>;

/** POST /api/logs: a batch of front-end errors (size- and rate-limited). */
export const reportLogsBody = body({ entries: z.array(clientLogEntry).min(1).max(LOG_BATCH_MAX) });
export const reportLogsContent = z.object({ accepted: z.number() });

/** GET /api/logs (roles op and admin): every user's reported entries, newest first. */
export const listLogsQuery = z.strictObject({
  type: z.enum(['info', 'error']).optional(),
  keyword: z.string().max(200).optional(),
  last_id: idField.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  merchants_id: idField.optional(),
});
export const serverLogEntry = z.object({
  id: z.number(),
  message: z.string(),
  type: z.enum(['info', 'error']),
  time: z.string(),
  url: z.string(),
  route: z.string().nullable(),
  appVersion: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()).nullable(),
  userId: z.number().nullable(),
  userNickname: z.string().nullable(),
  merchantId: z.number().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type ServerLogEntry = z.infer<typeof serverLogEntry>;
export const listLogsContent = keysetPage('logs', serverLogEntry);

// DESIGN §4 front-end log: what the server keeps, and how much one browser may send.
export const CLIENT_LOG_RATE_LIMIT = 120;
export const CLIENT_LOG_RATE_WINDOW_MS = 10 * 60 * 1000;
export const CLIENT_LOGS_KEPT = 50_000;
export const CLIENT_LOG_EXTRA_MAX_BYTES = 4096;
/** Set on a stored `extra` whose keys were dropped to stay within the size cap. */
export const EXTRA_TRUNCATED_FLAG = '_truncated';

export type ReportLogsContent = z.infer<typeof reportLogsContent>;
export type ListLogsContent = z.infer<typeof listLogsContent>;
