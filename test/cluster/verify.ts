import pg from 'pg';
import type { ChatMessage } from '@console/contract/chat';
import type { Customer } from './customer.ts';
import type { Staff } from './staff.ts';

// The end of the cluster test: what the clients were acknowledged, read back from the database
// and the API (docs/operations.md "The cluster test", What it asserts).

type OrderRow = { id: number; status: string; quantity: number; activity_id: number; note: string };
type EventRow = { order_id: number; from_status: string | null; to_status: string };

/** Orders: lost, duplicated, out of order, and the acknowledged ones' final states. */
export async function checkOrders(databaseUrl: string, customers: Customer[]) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = customers.map((c) => c.customerId);
    const orders = (
      await db.query<OrderRow>(
        `select id::int, status, quantity, activity_id::int, customer_note as note
           from orders where customer_id = any($1::bigint[])`,
        [ids],
      )
    ).rows;
    const events = (
      await db.query<EventRow>(
        `select order_id::int, from_status, to_status from order_events
          where order_id = any($1::bigint[]) order by id`,
        [orders.map((o) => o.id)],
      )
    ).rows;
    const byKey = new Map<string, OrderRow[]>();
    for (const order of orders) {
      const key = order.note.replace(/^cluster:/, '');
      byKey.set(key, [...(byKey.get(key) ?? []), order]);
    }
    const chains = new Map<number, string[]>();
    for (const event of events) {
      chains.set(event.order_id, [...(chains.get(event.order_id) ?? []), event.to_status]);
    }
    const figures = {
      acknowledged: 0,
      acknowledgedPaid: 0,
      acknowledgedCancelled: 0,
      lost: 0,
      duplicated: 0,
      outOfOrder: 0,
      unacknowledgedWritten: 0,
      unacknowledgedOutsideKill: 0,
    };
    const problems: string[] = [];
    const acked = new Set<string>();
    for (const customer of customers) {
      for (const order of customer.orders) {
        acked.add(order.key);
        figures.acknowledged += 1;
        if (order.statuses.at(-1) === 'paid') figures.acknowledgedPaid += 1;
        if (order.statuses.at(-1) === 'cancelled') figures.acknowledgedCancelled += 1;
        const rows = byKey.get(order.key) ?? [];
        if (rows.length === 0 || rows[0]!.id !== order.orderId) {
          figures.lost += 1;
          problems.push(
            `order ${order.key}: acknowledged as ${order.orderId}, stored ${rows.length}`,
          );
        }
        if (rows.length > 1) {
          figures.duplicated += rows.length - 1;
          problems.push(`order ${order.key}: stored ${rows.length} times`);
        }
        const chain = chains.get(order.orderId) ?? [];
        if (chain.join('>') !== order.statuses.join('>')) {
          // A move the client was told of and the database lacks is lost; any other difference
          // (a move twice, moves swapped) is out of order.
          const missing = order.statuses.some((s) => !chain.includes(s));
          if (missing) figures.lost += 1;
          else figures.outOfOrder += 1;
          problems.push(
            `order ${order.orderId}: acknowledged ${order.statuses.join('>')}, stored ${chain.join('>')}`,
          );
        }
      }
    }
    const givenUp = new Map(customers.flatMap((c) => c.lostOrderOps).map((l) => [l.key, l]));
    for (const [key, rows] of byKey) {
      if (acked.has(key)) continue;
      figures.unacknowledgedWritten += rows.length;
      if (!givenUp.has(key)) {
        figures.unacknowledgedOutsideKill += rows.length;
        problems.push(`order ${key}: stored, never acknowledged nor given up`);
      }
    }
    return { figures, problems, givenUpKeys: [...givenUp.keys()] };
  } finally {
    await db.end();
  }
}

/** Places: none sold past capacity, and the places taken match the orders holding them. */
export async function checkPlaces(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = (
      await db.query<{ id: number; capacity: number | null; taken: number; held: number }>(
        `select a.id::int, a.capacity, a.places_taken as taken,
                coalesce(sum(o.quantity) filter (
                  where o.status in ('pending_payment', 'paid', 'refunding', 'completed')), 0)::int
                  as held
           from activities a left join orders o on o.activity_id = a.id
          group by a.id order by a.id`,
      )
    ).rows;
    const problems = rows
      .filter((r) => (r.capacity !== null && r.held > r.capacity) || r.held !== r.taken)
      .map(
        (r) => `activity ${r.id}: capacity ${r.capacity}, places taken ${r.taken}, held ${r.held}`,
      );
    return { rows, problems };
  } finally {
    await db.end();
  }
}

/**
 * Chat: the server's messages (read through the API) against every acknowledgement and every
 * client's view: seqs 1..n, each acknowledged client id once with its seq, each sender's seqs
 * in the order it sent, and every socket's view equal to the server's.
 */
export function checkChat(
  server: Map<number, ChatMessage[]>,
  customers: Customer[],
  staff: Staff[],
) {
  const figures = {
    messages: 0,
    acknowledged: 0,
    lost: 0,
    duplicated: 0,
    outOfOrder: 0,
    viewsBehind: 0,
    viewConflicts: 0,
    gapCatchUps: 0,
  };
  const problems: string[] = [];
  const senders = [
    ...customers.map((c) => ({ name: `customer ${c.index}`, acks: c.messages })),
    ...staff.map((s) => ({ name: `staff ${s.index}`, acks: s.messages })),
  ];
  const byClientId = new Map<string, ChatMessage[]>();
  for (const messages of server.values()) {
    figures.messages += messages.length;
    messages.forEach((message, i) => {
      if (message.seq !== i + 1) {
        figures.outOfOrder += 1;
        problems.push(`conversation ${message.conversationId}: seq ${message.seq} at ${i + 1}`);
      }
      byClientId.set(message.clientId, [...(byClientId.get(message.clientId) ?? []), message]);
    });
  }
  for (const [clientId, copies] of byClientId) {
    if (copies.length > 1) {
      figures.duplicated += copies.length - 1;
      problems.push(`message ${clientId}: stored ${copies.length} times`);
    }
  }
  for (const sender of senders) {
    const lastSeqs = new Map<number, number>();
    for (const ack of sender.acks) {
      figures.acknowledged += 1;
      const stored = byClientId.get(ack.clientId)?.[0];
      if (!stored || stored.id !== ack.id || stored.seq !== ack.seq) {
        figures.lost += 1;
        problems.push(
          `${sender.name}: message ${ack.clientId} (seq ${ack.seq}) not stored as acknowledged`,
        );
      }
      // One sender's messages to a conversation go one after another: their seqs must rise.
      const lastSeq = lastSeqs.get(ack.conversationId) ?? 0;
      if (ack.seq <= lastSeq) {
        figures.outOfOrder += 1;
        problems.push(`${sender.name}: seq ${ack.seq} acknowledged after ${lastSeq}`);
      }
      lastSeqs.set(ack.conversationId, ack.seq);
    }
  }
  const compare = (
    name: string,
    view: { held: Map<number, { id: number }> },
    truth: ChatMessage[],
  ) => {
    const same =
      view.held.size === truth.length && truth.every((m) => view.held.get(m.seq)?.id === m.id);
    if (!same) {
      figures.viewsBehind += 1;
      problems.push(`${name}: holds ${view.held.size} of ${truth.length} messages`);
    }
  };
  for (const customer of customers) {
    compare(
      `customer ${customer.index}'s view`,
      customer.view,
      server.get(customer.conversationId) ?? [],
    );
    figures.viewConflicts += customer.view.conflicts;
    figures.gapCatchUps += customer.view.gaps;
  }
  for (const member of staff) {
    for (const [conversationId, truth] of server) {
      const view = member.views.get(conversationId) ?? { held: new Map(), conflicts: 0, gaps: 0 };
      compare(`staff ${member.index}'s view of ${conversationId}`, view, truth);
      figures.viewConflicts += view.conflicts;
      figures.gapCatchUps += view.gaps;
    }
  }
  if (figures.viewConflicts > 0) problems.push(`${figures.viewConflicts} seqs held with two ids`);
  return { figures, problems };
}
