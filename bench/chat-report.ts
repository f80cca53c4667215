// bench:chat's results: each run's row, the table of latencies and the verdicts on the targets.
import { ASSIGNMENT } from './chat-settings.ts';

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
export const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

type Row = {
  run: string;
  messages: number;
  perSecond: number;
  toStaff: number[];
  toCustomer: number[];
  lost: number;
  duplicated: number;
  outOfOrder: number;
  errors: number;
  target?: number;
  /** Auto-assignment's decisions, from the send to the push showing it (ms). */
  decisions: number[];
  /** The node(s)' CPU per message written (ms). */
  cpuPerMessage: number;
};
/** Auto-assignment's decisions: p99 under this (ms). */
const DECISION_TARGET = 50;
export const rows: Row[] = [];
export const failures: string[] = [];

export function table() {
  const header = [
    'run',
    'msgs',
    'msg/s',
    'c->s p50',
    'c->s p99',
    's->c p50',
    's->c p99',
    'lost',
    'dup',
    'order',
    'errors',
    'assign p99',
    'CPU ms/msg',
    'target p99',
  ];
  const lines = rows.map((row) => [
    row.run,
    String(row.messages),
    row.perSecond.toFixed(0),
    ms(percentile(row.toStaff, 50)),
    ms(percentile(row.toStaff, 99)),
    ms(percentile(row.toCustomer, 50)),
    ms(percentile(row.toCustomer, 99)),
    String(row.lost),
    String(row.duplicated),
    String(row.outOfOrder),
    String(row.errors),
    ms(percentile(row.decisions, 99)),
    Number.isNaN(row.cpuPerMessage) ? '-' : row.cpuPerMessage.toFixed(2),
    row.target === undefined ? '' : `< ${row.target} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.warn(
    [
      format(header),
      `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
      ...lines.map(format),
    ].join('\n'),
  );
}

export function verdicts() {
  for (const row of rows) {
    if (row.target === undefined) continue;
    const worst = Math.max(percentile(row.toStaff, 99), percentile(row.toCustomer, 99));
    const met =
      worst < row.target &&
      row.lost + row.duplicated + row.outOfOrder + row.errors === 0 &&
      row.toStaff.length > 0 &&
      row.toCustomer.length > 0;
    const line = `${row.run}: worst p99 ${ms(worst)} ms (target < ${row.target} ms), lost ${row.lost}, duplicated ${row.duplicated}, out of order ${row.outOfOrder}, errors ${row.errors}: ${met ? 'met' : 'NOT MET'}`;
    console.warn(line);
    if (!met) failures.push(line);
    if (!ASSIGNMENT) continue;
    const decided = percentile(row.decisions, 99);
    const assigned = decided < DECISION_TARGET;
    const about = `${row.run}: auto-assignment decisions p99 ${ms(decided)} ms (target < ${DECISION_TARGET} ms): ${assigned ? 'met' : 'NOT MET'}`;
    console.warn(about);
    if (!assigned) failures.push(about);
  }
}
