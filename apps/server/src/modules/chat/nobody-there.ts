import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { translate } from '@console/contract/messages';
import type { ChatAvailabilityContent } from '@console/contract/chat-storefront';
import type { CodeTransport } from '../../adapters/code-transport.ts';
import type { Db } from '../../db/client.ts';
import {
  chatOfflineAlerts,
  chatOfflineNotices,
  customers,
  merchants,
  userSettings,
  users,
} from '../../db/schema.ts';
import { membersHolding } from '../../identity/index.ts';
import { customerLabel } from './conversation-view.ts';
import { onlineSql } from './presence.ts';
import { loadTargets } from './response-targets.ts';

// docs/chat.md "Nobody there": when no member who answers is online, a customer who writes is
// shown the merchant's away message with its hours, and the members who asked for it are told
// by mail through the code transport, at most once per conversation per hour. The one door of
// `chat_offline_alerts` and `chat_offline_notices` (bookkeeping: no trail entry).

/** A conversation's members are told again only this long after the last time. */
const NOTICE_GAP = '1 hour';
/** How much of the customer's message the notice quotes. */
const QUOTE_LENGTH = 80;

/** Whether a member holding chat:reply of the merchant has a live socket at `now`. */
async function someoneOnline(db: Db, merchantId: number, now: Date): Promise<boolean> {
  return anyOnline(db, await membersHolding(db, merchantId, 'chat:reply'), now);
}

/** Whether one of the users is active and online at `now`. */
async function anyOnline(db: Db, ids: number[], now: Date): Promise<boolean> {
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.status, 'active'),
        onlineSql(sql`${users}.${sql.identifier('id')}`, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the customer's device shows about the merchant being there. */
export async function availabilityOf(
  db: Db,
  merchantId: number,
  now: Date,
): Promise<ChatAvailabilityContent> {
  if (await someoneOnline(db, merchantId, now)) return { online: true, away: null };
  const targets = await loadTargets(db, merchantId);
  return {
    online: false,
    away: {
      message: targets.awayMessage,
      businessHours: targets.businessHours,
      timeZone: targets.timeZone,
    },
  };
}

/** The reader's own choice: told by mail when a customer writes and nobody is online. */
export async function setOfflineAlert(
  db: Db,
  merchantId: number,
  userId: number,
  enabled: boolean,
) {
  if (enabled) {
    await db.insert(chatOfflineAlerts).values({ merchantId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(chatOfflineAlerts)
      .where(
        and(eq(chatOfflineAlerts.merchantId, merchantId), eq(chatOfflineAlerts.userId, userId)),
      );
  }
}

export async function offlineAlertOf(db: Db, merchantId: number, userId: number) {
  const [row] = await db
    .select({ userId: chatOfflineAlerts.userId })
    .from(chatOfflineAlerts)
    .where(and(eq(chatOfflineAlerts.merchantId, merchantId), eq(chatOfflineAlerts.userId, userId)));
  return row !== undefined;
}

/**
 * Takes the conversation's notice for this hour: true for the one caller (on any node) whose
 * insert or update lands, false when its members were told less than an hour ago.
 */
async function claimNotice(db: Db, conversationId: number, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const claimed = await db
    .insert(chatOfflineNotices)
    .values({ conversationId, notifiedAt: now })
    .onConflictDoUpdate({
      target: chatOfflineNotices.conversationId,
      set: { notifiedAt: now },
      setWhere: sql`${chatOfflineNotices.notifiedAt} <= ${at} - ${NOTICE_GAP}::interval`,
    })
    .returning({ conversationId: chatOfflineNotices.conversationId });
  return claimed.length > 0;
}

/**
 * A customer wrote `text` in the conversation: when nobody who answers is online, the members who
 * asked are told, once per conversation per hour. Answers whether someone was online (the
 * caller spares its next reads on that) and how many were told; the members and their presence
 * are read once.
 */
export async function tellIfNobodyThere(
  deps: { db: Db; codeTransport: CodeTransport; log: FastifyBaseLogger },
  input: {
    merchantId: number;
    conversationId: number;
    customerId: number;
    text: string;
    now: Date;
  },
): Promise<{ online: boolean; told: number }> {
  const { db } = deps;
  const members = await membersHolding(db, input.merchantId, 'chat:reply');
  if (members.length === 0) return { online: false, told: 0 };
  if (await anyOnline(db, members, input.now)) return { online: true, told: 0 };
  const told = await db
    .select({ mail: users.mail, locale: userSettings.locale })
    .from(chatOfflineAlerts)
    .innerJoin(users, eq(users.id, chatOfflineAlerts.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        eq(chatOfflineAlerts.merchantId, input.merchantId),
        inArray(chatOfflineAlerts.userId, members),
        eq(users.status, 'active'),
      ),
    );
  if (told.length === 0 || !(await claimNotice(db, input.conversationId, input.now))) {
    return { online: false, told: 0 };
  }
  const [names] = await db
    .select({ merchant: merchants.name, name: customers.name, mobile: customers.mobile })
    .from(merchants)
    .innerJoin(customers, eq(customers.id, input.customerId))
    .where(eq(merchants.id, input.merchantId));
  const customer = names ? customerLabel({ name: names.name, mobile: names.mobile }).name : '';
  const quote =
    input.text.length > QUOTE_LENGTH ? `${input.text.slice(0, QUOTE_LENGTH)}…` : input.text;
  for (const member of told) {
    const text = translate(member.locale ?? 'zh-CN', 'chat.offlineNotice', {
      customer,
      merchant: names?.merchant ?? '',
      text: quote,
    });
    await deps.codeTransport
      .notify({ to: member.mail, channel: 'mail', text, at: input.now })
      .catch((error: unknown) =>
        deps.log.error({ err: error, delivery: { to: member.mail } }, 'offline notice not sent'),
      );
  }
  return { online: false, told: told.length };
}
