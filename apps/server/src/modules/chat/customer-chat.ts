import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { conversations, merchants } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer as RunWrite } from '../../write/writer.ts';
import { markCustomerRead, openConversation as openConversationDoor } from './conversation-door.ts';
import {
  loadCustomerConversation,
  selectCustomerConversations,
  afterConversation,
  latestFirst,
} from './conversation-store.ts';
import { toCustomerConversation } from './conversation-view.ts';

// The customer's side of conversations (storefront API, docs/chat.md).

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/** The customer's conversations, latest activity first, keyset by `last_id`. */
export async function listCustomerConversations(
  db: Db,
  customerId: number,
  input: { lastId?: number; pageSize: number },
) {
  const after = await afterConversation(db, input.lastId, eq(conversations.customerId, customerId));
  const rows = await selectCustomerConversations(db)
    .where(and(eq(conversations.customerId, customerId), after))
    .orderBy(...latestFirst)
    .limit(rowsToRead(input.pageSize));
  const page = takePage(rows, input.pageSize);
  return { conversations: page.items.map(toCustomerConversation), nextLastId: page.nextLastId };
}

/** One of the customer's conversations, or 1002 (another customer's does not exist for them). */
export async function getCustomerConversation(db: Db, customerId: number, id: number) {
  const [owned] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.customerId, customerId)));
  if (!owned) throw notFound();
  const conversation = await loadCustomerConversation(db, id);
  if (!conversation) throw notFound();
  return conversation;
}

/**
 * The customer's conversation with an active merchant, made on first use (one per pair) by the
 * conversation's door.
 */
export async function openConversation(
  { db, write }: { db: Db; write: RunWrite },
  origin: Origin,
  input: { customerId: number; merchantId: number },
) {
  const [merchant] = await db
    .select({ status: merchants.status })
    .from(merchants)
    .where(eq(merchants.id, input.merchantId));
  if (!merchant) throw fieldError('merchantId', 'error.notFound');
  if (merchant.status !== 'active') throw fieldError('merchantId', 'chat.closedMerchant');
  const id = await write(origin, (w) => openConversationDoor(w, input));
  return getCustomerConversation(db, input.customerId, id);
}

/** The customer read the staff's messages up to `seq`. */
export async function customerMarkRead(
  { db, write }: { db: Db; write: RunWrite },
  origin: Origin,
  input: { customerId: number; id: number; seq: number },
) {
  await write(origin, (w) => markCustomerRead(w, input.customerId, input.id, input.seq));
  return getCustomerConversation(db, input.customerId, input.id);
}
