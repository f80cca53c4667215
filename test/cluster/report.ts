import type { Customer } from './customer.ts';
import type { Operation } from './http-client.ts';
import type { StateChange } from './haproxy.ts';
import type { Staff } from './staff.ts';
import type { checkChat, checkOrders, checkPlaces } from './verify.ts';

// The figures of a run and its assertions, printed; true when every assertion held.

export type Check = { name: string; ok: boolean; detail: string };

type Timeline = {
  t0: number;
  killAt: number;
  downAt: number | undefined;
  rollStart: number;
  rollEnd: number;
  stops: { node: string; termAt: number; exitAt: number; how: string }[];
  killed: string;
};

const s = (ms: number, t0: number) => `${((ms - t0) / 1000).toFixed(1)} s`;

/**
 * The kill's window (docs/operations.md "The cluster test", Failures): from the kill until
 * HAProxy marked the node DOWN. An operation with an attempt in flight at any moment of it may
 * have reached the killed node (HAProxy does not say which node a failed attempt met), so its
 * failures, and its later retries' (a key still pending on the dead node's claim), are allowed.
 */
function classifyFailures(operations: Operation[], timeline: Timeline) {
  const windowEnd = timeline.downAt ?? Number.POSITIVE_INFINITY;
  const touched = (op: Operation) =>
    op.attempts.some((a) => a.start <= windowEnd && a.end >= timeline.killAt);
  const failed = operations.flatMap((op) =>
    op.attempts.filter((a) => a.failure !== null).map((a) => ({ op, a })),
  );
  const inWindow = failed.filter(({ op }) => touched(op));
  const outside = failed.filter(({ op }) => !touched(op));
  const duringRoll = outside.filter(
    ({ a }) => a.end >= timeline.rollStart && a.start <= timeline.rollEnd,
  );
  const reasons = new Map<string, number>();
  for (const { a } of failed) reasons.set(a.failure!, (reasons.get(a.failure!) ?? 0) + 1);
  return {
    attempts: operations.reduce((n, op) => n + op.attempts.length, 0),
    failed: failed.length,
    inWindowOps: new Set(inWindow.map(({ op }) => op.id)).size,
    inWindow: inWindow.length,
    outside: outside.length,
    duringRoll: duringRoll.length,
    gaveUp: operations.filter((op) => op.result === 'gave-up').length,
    gaveUpOutside: operations.filter((op) => op.result === 'gave-up' && !touched(op)).length,
    reasons,
    outsideSamples: outside
      .slice(0, 5)
      .map(({ op, a }) => `${op.name} at ${s(a.start, timeline.t0)}: ${a.failure}`),
  };
}

export function report(input: {
  customers: Customer[];
  staff: Staff[];
  operations: Operation[];
  orders: Awaited<ReturnType<typeof checkOrders>>;
  places: Awaited<ReturnType<typeof checkPlaces>>;
  chat: ReturnType<typeof checkChat>;
  probeOk: boolean;
  timeline: Timeline;
  watcher: {
    changes: StateChange[];
    current: Map<string, string>;
    downAfter: (server: string, since: number) => number | undefined;
  };
  nodes: string[];
  check: { interMs: number; fall: number; rise: number };
  checks: Check[];
}): boolean {
  const { customers, staff, orders, places, chat, timeline, watcher, check, checks } = input;
  const t0 = timeline.t0;
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const expect = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  const failures = classifyFailures(input.operations, timeline);
  const sockets = [
    ...customers.map((c) => ({ name: `customer ${c.index}`, socket: c.socket, stats: c.stats })),
    ...staff.map((m) => ({ name: `staff ${m.index}`, socket: m.socket, stats: m.stats })),
  ];
  const reconnects = sockets.reduce((n, x) => n + x.stats.connects - 1, 0);
  const notReconnected = sockets.filter((x) => x.stats.disconnects < 1 || x.stats.connects < 2);
  const disconnectedAtEnd = sockets.filter((x) => !x.socket.connected);
  const paidAcked = customers.flatMap((c) => c.orders).filter((o) => o.statuses.at(-1) === 'paid');
  const paidMissed = staff.map((m) => paidAcked.filter((o) => !m.paidSeen.has(o.orderId)).length);
  const detectMs = timeline.downAt === undefined ? undefined : timeline.downAt - timeline.killAt;
  const detectLimit = check.fall * check.interMs + 1000;

  out('');
  out('== cluster test: figures ==');
  out(
    `timeline: ${timeline.killed} killed at ${s(timeline.killAt, t0)}, HAProxy DOWN at ${timeline.downAt === undefined ? 'never' : s(timeline.downAt, t0)}` +
      ` (${detectMs ?? '-'} ms; check inter ${check.interMs} ms, fall ${check.fall}); rolling restart ${s(timeline.rollStart, t0)}–${s(timeline.rollEnd, t0)}`,
  );
  for (const stop of timeline.stops) {
    const down = watcher.downAfter(stop.node, stop.termAt);
    out(
      `  ${stop.node}: SIGTERM at ${s(stop.termAt, t0)}, DOWN in HAProxy at ${down === undefined ? 'never' : s(down, t0)}, exited at ${s(stop.exitAt, t0)} (${stop.how})`,
    );
  }
  out(
    `HAProxy changes: ${watcher.changes.map((c) => `${c.server} ${c.to} ${s(c.at, t0)}`).join(', ')}`,
  );
  out(
    `requests: ${failures.attempts} attempts, ${failures.failed} failed: ${failures.inWindow} in the kill window (${failures.inWindowOps} operations), ${failures.outside} outside, ${failures.duringRoll} during the rolling restart; ${failures.gaveUp} operations gave up`,
  );
  if (failures.reasons.size > 0)
    out(`  failures by reason: ${[...failures.reasons].map(([r, n]) => `${r} × ${n}`).join('; ')}`);
  out(
    `orders: ${orders.figures.acknowledged} acknowledged (${orders.figures.acknowledgedPaid} paid, ${orders.figures.acknowledgedCancelled} cancelled); lost ${orders.figures.lost}, duplicated ${orders.figures.duplicated}, out of order ${orders.figures.outOfOrder}; written but never acknowledged ${orders.figures.unacknowledgedWritten}; pay/cancel confirmed by reading after a retry ${customers.reduce((n, c) => n + c.confirmedByRead, 0)}`,
  );
  out(
    `chat: ${chat.figures.messages} messages stored, ${chat.figures.acknowledged} acknowledged; lost ${chat.figures.lost}, duplicated ${chat.figures.duplicated}, out of order ${chat.figures.outOfOrder}; views behind ${chat.figures.viewsBehind}, catch-ups after a gap ${chat.figures.gapCatchUps}`,
  );
  out(
    `sockets: ${sockets.length}, reconnects ${reconnects}, connect errors ${sockets.reduce((n, x) => n + x.stats.connectErrors, 0)}, not reconnected ${notReconnected.length}, disconnected at the end ${disconnectedAtEnd.length}; probe pushes ${input.probeOk ? 'all received' : 'MISSING'}`,
  );
  out(
    `staff: paid orders known ${staff.map((m) => m.paidSeen.size).join(' / ')} (by push ${staff.map((m) => m.paidPushed.size).join(' / ')}), acknowledged paid missed ${paidMissed.join(' / ')}`,
  );
  out(`places: ${places.rows.map((r) => `#${r.id} ${r.held}/${r.capacity ?? '∞'}`).join(', ')}`);

  expect('orders lost 0', orders.figures.lost === 0, String(orders.figures.lost));
  expect('orders duplicated 0', orders.figures.duplicated === 0, String(orders.figures.duplicated));
  expect(
    'orders out of order 0',
    orders.figures.outOfOrder === 0,
    String(orders.figures.outOfOrder),
  );
  expect(
    'no order written outside a given-up operation',
    orders.figures.unacknowledgedOutsideKill === 0,
    String(orders.figures.unacknowledgedOutsideKill),
  );
  expect('messages lost 0', chat.figures.lost === 0, String(chat.figures.lost));
  expect('messages duplicated 0', chat.figures.duplicated === 0, String(chat.figures.duplicated));
  expect('messages out of order 0', chat.figures.outOfOrder === 0, String(chat.figures.outOfOrder));
  expect(
    'every socket view caught up',
    chat.figures.viewsBehind === 0 && chat.figures.viewConflicts === 0,
    `${chat.figures.viewsBehind} behind`,
  );
  expect(
    'every socket reconnected and connected at the end',
    notReconnected.length === 0 && disconnectedAtEnd.length === 0,
    [...notReconnected, ...disconnectedAtEnd].map((x) => x.name).join(', ') || 'all',
  );
  expect('every socket got the probe pushes', input.probeOk, input.probeOk ? 'yes' : 'no');
  expect(
    'staff know every acknowledged paid order',
    paidMissed.every((n) => n === 0),
    paidMissed.join(' / '),
  );
  expect(
    'failed requests only in the kill window',
    failures.outside === 0,
    failures.outsideSamples.join('; ') || '0',
  );
  expect(
    'no failed request during the rolling restart',
    failures.duringRoll === 0,
    String(failures.duringRoll),
  );
  expect(
    'operations given up only in the kill window',
    failures.gaveUpOutside === 0,
    String(failures.gaveUpOutside),
  );
  expect(
    'places never oversold, taken = held',
    places.problems.length === 0,
    places.problems.join('; ') || 'ok',
  );
  expect(
    `killed node DOWN within ${detectLimit} ms`,
    detectMs !== undefined && detectMs <= detectLimit,
    `${detectMs ?? 'never'} ms`,
  );
  for (const stop of timeline.stops) {
    const down = watcher.downAfter(stop.node, stop.termAt);
    expect(
      `${stop.node} drained: DOWN before it exited`,
      down !== undefined && down <= stop.exitAt && stop.how === 'exited',
      `${stop.how}`,
    );
  }
  expect(
    'every node UP at the end',
    input.nodes.every((n) => watcher.current.get(n) === 'UP'),
    input.nodes.map((n) => `${n} ${watcher.current.get(n)}`).join(', '),
  );

  out('');
  out('== cluster test: assertions ==');
  for (const c of checks) out(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.detail})`);
  const problems = [...orders.problems, ...chat.problems]
    .sort((a, b) => Number(b.includes('stored')) - Number(a.includes('stored')))
    .slice(0, 20);
  if (problems.length > 0) out(`problems:\n  ${problems.join('\n  ')}`);
  const ok = checks.every((c) => c.ok);
  out(ok ? 'cluster test passed' : 'cluster test FAILED');
  return ok;
}
