import type { Db } from '../db/client.ts';
import {
  chatMessages,
  chatResponseWaits,
  chatTargets,
  conversations,
  customers,
} from '../db/schema.ts';
import { nameInitials } from '../lib/name-initials.ts';

// `npm start` shows an inbox with someone waiting (docs/chat.md): a demo customer wrote to the
// first demo merchant, which answers within 30 minutes, always open (docs/chat.md "Response
// targets"). `npm run simulate` brings more customers who chat.

/** The demo merchant's targets: a first answer within 30 minutes, a next within 15. */
const DEMO_TARGETS = { firstResponseMinutes: 30, nextResponseMinutes: 15 };

const MINUTE = 60 * 1000;

const DEMO_CUSTOMER = { mobile: '13900000001', name: '王小明' };
const DEMO_MESSAGES = [
  { text: '您好，周末陶艺体验课还有名额吗？', minutesAgo: 12 },
  { text: 'Can I bring my daughter (8 years old)?', minutesAgo: 9 },
];

export async function seedDemoChat(tx: Db, input: { merchantId: number; now: Date }) {
  const { merchantId, now } = input;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const [customer] = await tx
    .insert(customers)
    .values({ ...DEMO_CUSTOMER, nameInitials: nameInitials(DEMO_CUSTOMER.name), createdAt: at(60) })
    .returning({ id: customers.id });
  const first = at(DEMO_MESSAGES[0]!.minutesAgo);
  const last = at(DEMO_MESSAGES.at(-1)!.minutesAgo);
  const [conversation] = await tx
    .insert(conversations)
    .values({
      merchantId,
      customerId: customer!.id,
      lastSeq: DEMO_MESSAGES.length,
      lastCustomerSeq: DEMO_MESSAGES.length,
      customerReadSeq: DEMO_MESSAGES.length,
      customerDeliveredSeq: DEMO_MESSAGES.length,
      lastMessageAt: last,
      awaitingSince: first,
      responseKind: 'first',
      responseDueAt: new Date(first.getTime() + DEMO_TARGETS.firstResponseMinutes * MINUTE),
      createdAt: first,
    })
    .returning({ id: conversations.id });
  await tx
    .insert(chatTargets)
    .values({ merchantId, businessHours: null, ...DEMO_TARGETS, updatedAt: now });
  await tx.insert(chatResponseWaits).values({
    conversationId: conversation!.id,
    merchantId,
    kind: 'first',
    startedAt: first,
    dueAt: new Date(first.getTime() + DEMO_TARGETS.firstResponseMinutes * MINUTE),
  });
  await tx.insert(chatMessages).values(
    DEMO_MESSAGES.map((message, index) => ({
      conversationId: conversation!.id,
      seq: index + 1,
      sender: 'customer' as const,
      clientId: `demo-${index + 1}`,
      kind: 'text' as const,
      body: message.text,
      createdAt: at(message.minutesAgo),
    })),
  );
}
