import { LOG_BATCH_MAX, type ClientLogEntry } from '@console/contract/client-logs';
import { request } from '../http/client';
import { useLogStore, type LogEntry } from '../log-store';
import { appVersion } from './app-version';

export const LOG_REPORT_DELAY_MS = 2_000;
// A page failing in a loop must not flood the server (which rate-limits too): beyond this many
// waiting entries the oldest are dropped.
const QUEUE_MAX = 100;
const REPORTED_KEY = 'console-log-reported';
const SECRET_KEY = /token|cookie|authorization|password|secret|uuid|captcha/i;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Only what helps to understand the failure; never a token, cookie, password or uuid. */
export function toReportedEntry(entry: LogEntry, version: string): ClientLogEntry {
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry.meta.extra)) {
    if (SECRET_KEY.test(key)) continue;
    if (typeof value === 'string') extra[clip(key, 100)] = clip(value, 1500);
    else if (typeof value === 'number' || typeof value === 'boolean') extra[clip(key, 100)] = value;
  }
  const url = new URL(entry.meta.url, window.location.origin);
  return {
    message: clip(entry.message || 'error', 2000),
    type: entry.type,
    time: entry.time,
    url: clip(`${url.origin}${url.pathname}`, 2000),
    route: clip(url.pathname, 200),
    appVersion: version,
    extra,
  };
}

function readReported(): number {
  return Number(sessionStorage.getItem(REPORTED_KEY)) || 0;
}

/**
 * spec §3/§8 and DESIGN §4: error entries also go to the server (POST /api/logs) so operators
 * see them for all users — gathered for a moment, at most LOG_BATCH_MAX per request, quietly
 * (a failed report is not itself logged, or it would report itself forever).
 */
export function startLogReporter(): () => void {
  let reported = readReported();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  const waiting = () =>
    useLogStore
      .getState()
      .entries.filter((entry) => entry.type === 'error' && entry.id > reported)
      .slice(-QUEUE_MAX);

  const send = async () => {
    timer = undefined;
    const batch = waiting().slice(0, LOG_BATCH_MAX);
    if (sending || batch.length === 0) return;
    sending = true;
    reported = batch.at(-1)!.id;
    sessionStorage.setItem(REPORTED_KEY, String(reported));
    const version = appVersion();
    await request({
      method: 'POST',
      path: '/logs',
      body: { entries: batch.map((entry) => toReportedEntry(entry, version)) },
      merchant: false,
      silent: true,
    }).catch(() => undefined);
    sending = false;
    if (waiting().length > 0) schedule();
  };

  const schedule = () => {
    if (timer === undefined) timer = setTimeout(() => void send(), LOG_REPORT_DELAY_MS);
  };

  if (waiting().length > 0) schedule();
  const unsubscribe = useLogStore.subscribe((state, previous) => {
    if (state.entries.length === 0) return;
    if (state.entries.at(-1) !== previous.entries.at(-1) && waiting().length > 0) schedule();
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
