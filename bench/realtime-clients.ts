// The client side of bench/realtime.ts, in a process of its own so that the server's memory is
// measured alone: connects the sockets, then times messages to one user's sessions.
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { creditCodeCheckChar } from '@console/contract/credit-code';

const BASE = process.env.BENCH_BASE!;
const PASSWORD = process.env.BENCH_PASSWORD!;
const SOCKETS = Number(process.env.SOCKETS ?? 5000);
const USER_SESSIONS = 10;
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const CONNECT_BATCH = 250;
const WARM_UP = 500;

/** Tells the server process where we are and waits for its go-ahead (it measures memory). */
function checkpoint(name: string, sockets: number): Promise<void> {
  return new Promise((resolve) => {
    process.once('message', () => resolve());
    process.send!({ checkpoint: name, sockets });
  });
}

type Envelope<T> = { code: string; msg: string; content: T };

async function api<T>(method: string, route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}/api/${route}`, {
    method,
    headers: { Authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== '0000') throw new Error(`${method} ${route}: ${answer.code} ${answer.msg}`);
  return answer.content;
}

async function login(username: string): Promise<string> {
  const response = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await response.json()) as Envelope<{ token: string }>).content.token;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

function connect(token: string): Promise<{ socket: Socket; ms: number }> {
  const started = performance.now();
  const socket = io(BASE, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, ms: performance.now() - started }));
    socket.once('connect_error', reject);
  });
}

async function connectAll(tokens: string[]) {
  const sockets: Socket[] = [];
  const times: number[] = [];
  for (let i = 0; i < tokens.length; i += CONNECT_BATCH) {
    const batch = await Promise.all(tokens.slice(i, i + CONNECT_BATCH).map(connect));
    for (const { socket, ms } of batch) {
      sockets.push(socket);
      times.push(ms);
    }
  }
  return { sockets, times };
}

async function uploadPng(token: string): Promise<number> {
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(64)]);
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'licence.png');
  const response = await fetch(`${BASE}/api/uploads`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  return ((await response.json()) as Envelope<{ file: { id: number } }>).content.file.id;
}

function recordForm(imageId: number) {
  const first17 = `91440300${String(Date.now()).slice(-9)}`;
  return {
    name: 'Bench Studio',
    category: 'education',
    contactName: 'Li Lei',
    contactMobile: '13912345678',
    contactMail: 'contact@bench.example',
    provinceCode: '440000',
    cityCode: '440300',
    districtCode: '440305',
    address: '1 Science Park Road',
    creditCode: `${first17}${creditCodeCheckChar(first17)}`,
    legalPerson: 'Han Meimei',
    licenceImageId: imageId,
    description: '',
  };
}

type Record = { id: number; version: number };
type Submission = { id: number; subjectId: number };
type Pushed = { id: number; created_at: string };

const sockets: Socket[] = [];
try {
  const operator = await login('admin@example.com');
  const user = await login('merchant@example.com');
  const tokens = [
    ...Array(SOCKETS - USER_SESSIONS).fill(operator),
    ...Array(USER_SESSIONS).fill(user),
  ];
  // A warm-up batch first, so the server's one-time costs are paid before memory is compared.
  const warm = await connectAll(tokens.slice(0, WARM_UP));
  sockets.push(...warm.sockets);
  await checkpoint('warm', sockets.length);
  const connectStarted = performance.now();
  const rest = await connectAll(tokens.slice(WARM_UP));
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const connected = { times: [...warm.times, ...rest.times] };
  sockets.push(...rest.sockets);
  await checkpoint('connected', sockets.length);

  // Every push to the user, on each of its sessions: when it arrived.
  const arrivals = new Map<number, number[]>();
  const created = new Map<number, number>();
  for (const socket of sockets.slice(-USER_SESSIONS)) {
    socket.on('message', (message: Pushed) => {
      const now = Date.now();
      created.set(message.id, Date.parse(message.created_at));
      arrivals.set(message.id, [...(arrivals.get(message.id) ?? []), now]);
    });
  }

  let record = (
    await api<{ record: Record }>(
      'POST',
      'merchantRecords',
      user,
      recordForm(await uploadPng(user)),
    )
  ).record;
  const fromCreation: number[] = [];
  const fromRequest: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    record = (
      await api<{ record: Record }>('POST', `merchantRecords/${record.id}/submit`, user, {
        version: record.version,
      })
    ).record;
    const queue = await api<{ submissions: Submission[] }>(
      'GET',
      'audit/submissions?kind=record&status=pending&pageSize=100',
      operator,
    );
    const submission = queue.submissions.find((s) => s.subjectId === record.id)!;
    const requested = Date.now();
    const known = new Set(arrivals.keys());
    await api('POST', `audit/submissions/${submission.id}/decision`, operator, {
      decision: 'reject',
      reason: `sample ${sample}`,
    });
    let id: number | undefined;
    for (let wait = 0; wait < 400 && id === undefined; wait += 1) {
      id = [...arrivals.keys()].find(
        (key) => !known.has(key) && arrivals.get(key)!.length === USER_SESSIONS,
      );
      if (id === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (id === undefined)
      throw new Error(`message ${sample} did not reach all ${USER_SESSIONS} sessions`);
    for (const at of arrivals.get(id)!) {
      fromCreation.push(at - created.get(id)!);
      fromRequest.push(at - requested);
    }
    record = (await api<{ record: Record }>('GET', `merchantRecords/${record.id}`, user)).record;
  }

  const out = (line: string) => console.warn(line);
  out(
    `sockets connected: ${sockets.length}; the last ${sockets.length - WARM_UP} in ${connectSeconds.toFixed(1)} s (${((sockets.length - WARM_UP) / connectSeconds).toFixed(0)}/s, ${CONNECT_BATCH} at a time); per connect p50 ${percentile(connected.times, 50).toFixed(0)} ms, p99 ${percentile(connected.times, 99).toFixed(0)} ms`,
  );
  out(
    `message to one user's ${USER_SESSIONS} sessions, ${SAMPLES} messages (${fromCreation.length} deliveries):`,
  );
  out(
    `  from the message's creation: p50 ${percentile(fromCreation, 50)} ms, p99 ${percentile(fromCreation, 99)} ms (target p99 < 100 ms: ${percentile(fromCreation, 99) < 100 ? 'ok' : 'OVER'})`,
  );
  out(
    `  from the operator's decision request: p50 ${percentile(fromRequest, 50)} ms, p99 ${percentile(fromRequest, 99)} ms`,
  );
} finally {
  for (const socket of sockets) socket.close();
}
process.exit(0);
