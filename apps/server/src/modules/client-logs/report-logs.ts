import { and, count, eq, gt, isNull, lte, min, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import {
  CLIENT_LOG_RATE_LIMIT,
  CLIENT_LOG_RATE_WINDOW_MS,
  CLIENT_LOGS_KEPT,
  type ClientLogEntry,
} from '@console/contract/client-logs';
import { withTransactionLocks } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import { clientLogs } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findActiveMembership } from '../../identity/index.ts';
import { redactUrl, sanitizeExtra } from './sanitize-extra.ts';

export type ReportInput = {
  entries: ClientLogEntry[];
  userId: number | null;
  merchantId: number | undefined;
  ip: string;
  userAgent: string;
  now: Date;
};

const USER_AGENT_MAX = 300;

/** Who the rate limit counts: the signed-in user, else the client address. */
function subjectOf(input: ReportInput) {
  return input.userId !== null
    ? { key: `client-logs:user:${input.userId}`, where: eq(clientLogs.userId, input.userId) }
    : {
        key: `client-logs:ip:${input.ip}`,
        where: and(isNull(clientLogs.userId), eq(clientLogs.ip, input.ip)),
      };
}

/** The merchant of the entries, only when the caller really belongs to it. */
async function merchantOf(db: Db, input: ReportInput): Promise<number | null> {
  if (input.userId === null || input.merchantId === undefined) return null;
  const membership = await findActiveMembership(db, input.userId, input.merchantId);
  return membership?.merchantId ?? null;
}

/**
 * POST /api/logs: stores what fits in the caller's allowance of 120 entries per 10 minutes
 * (DESIGN §4 "bounded, rate-limited"); 1005 once nothing fits. The count runs under an advisory
 * lock, so API nodes sharing the database keep one allowance.
 */
export async function reportLogs(db: Db, input: ReportInput): Promise<{ accepted: number }> {
  const merchantId = await merchantOf(db, input);
  const subject = subjectOf(input);
  const windowStart = new Date(input.now.getTime() - CLIENT_LOG_RATE_WINDOW_MS);
  const accepted = await withTransactionLocks(db, [subject.key], async (tx) => {
    const [used] = await tx
      .select({ total: count(), oldest: min(clientLogs.createdAt) })
      .from(clientLogs)
      .where(and(subject.where, gt(clientLogs.createdAt, windowStart)));
    const room = CLIENT_LOG_RATE_LIMIT - (used?.total ?? 0);
    if (room <= 0) {
      const oldest = used?.oldest ?? input.now;
      const waitMs = oldest.getTime() + CLIENT_LOG_RATE_WINDOW_MS - input.now.getTime();
      throw new AppError(apiCodes.tooManyAttempts, 'logs.tooMany', {
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      });
    }
    const rows = input.entries.slice(0, room).map((entry) => ({
      userId: input.userId,
      merchantId,
      type: entry.type,
      message: entry.message,
      time: entry.time,
      url: redactUrl(entry.url),
      route: entry.route ?? null,
      appVersion: entry.appVersion ?? null,
      extra: sanitizeExtra(entry.extra),
      userAgent: input.userAgent.slice(0, USER_AGENT_MAX) || null,
      ip: input.ip,
      createdAt: input.now,
    }));
    await tx.insert(clientLogs).values(rows);
    return rows.length;
  });
  await trimClientLogs(db);
  return { accepted };
}

/** Keeps the newest 50,000 entries: one indexed range delete on the primary key. */
async function trimClientLogs(db: Db): Promise<void> {
  await db
    .delete(clientLogs)
    .where(lte(clientLogs.id, sql`(select max(id) from ${clientLogs}) - ${CLIENT_LOGS_KEPT}`));
}
