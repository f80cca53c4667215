import { randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { merchantMembers, merchants, trailEntries, users } from '../src/db/schema.ts';
import type { Outgoing } from '../src/write/outgoing.ts';
import type { Write } from '../src/write/writer.ts';
import { OUTBOX_FILE } from '../src/adapters/code-transport.ts';
import type { PermissionKey } from '@console/contract/roles';
import { createTestClock, type TestClock } from './test-clock.ts';
import type { PaymentProvider } from '../src/adapters/payment-provider.ts';
import { createTestDatabase, separatePool, type TestDatabase } from './test-database.ts';
import { checkTrafficAgainstDescription } from './openapi-traffic.ts';

export type Answer = { status: number; headers: Record<string, unknown>; body: any; raw: Buffer }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type CallOptions = {
  token?: string;
  payload?: unknown;
  query?: Record<string, string>;
  ip?: string;
  locale?: string;
  headers?: Record<string, string>;
};

let sequence = 0;
const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** A mobile nobody else in the run uses (spec §5: 11 digits starting with 1). */
export const uniqueMobile = () => `19${digits(9)}`;
export const uniqueMail = () => `user${++sequence}.${digits(6)}@test.example`;
/** A fresh client address, so per-IP limits of one test never touch another. */
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const VALID_PASSWORD = 'Secret123';

export type TestUser = {
  id: number;
  uuid: string;
  mail: string;
  mobile: string;
  password: string;
  token: string;
};

/** One app on its own database, temp DATA_DIR and hand-moved clock, for one test file. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    shareDatabaseOf?: { testDatabase: TestDatabase };
    /** With shareDatabaseOf: a connection pool of its own on PostgreSQL, as a real node has. */
    ownPool?: boolean;
    /** The payment provider (the development one by default); tests record or refuse calls. */
    payments?: PaymentProvider;
  } = {},
) {
  // A second app on the same database stands for a second API node (DESIGN §2 scale-out).
  const shared = options.shareDatabaseOf?.testDatabase;
  const testDatabase = shared ?? (await createTestDatabase());
  const ownPool = shared && options.ownPool ? separatePool(testDatabase) : undefined;
  const database = ownPool ?? testDatabase.database;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-api-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const clock: TestClock = createTestClock();
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  // docs/server.md "Doors": a write can be failed after its trail entries, before it commits.
  let failing: ((write: Write) => boolean) | null = null;
  const app: FastifyInstance = await buildApp(config, {
    database,
    clock,
    logStream,
    payments: options.payments,
    beforeCommit: async (write) => {
      if (!failing?.(write)) return;
      failing = null;
      throw new Error('test: the write failed after its trail entries');
    },
  });
  const described = checkTrafficAgainstDescription(app);
  await app.ready();
  /** Every batch of events the writer handed to the realtime hub, in order. */
  const deliveries: (readonly Outgoing[])[] = [];
  const deliver = app.realtime.deliver;
  app.realtime.deliver = (events) => {
    deliveries.push(events);
    return deliver(events);
  };
  const db: Db = database.db;

  async function call(method: string, url: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    if (options.locale) headers['accept-language'] = options.locale;
    const response = await app.inject({
      method: method as 'GET',
      url,
      query: options.query,
      payload: options.payload as string | object | undefined,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      headers: response.headers,
      body: isJson ? response.json() : response.body,
      raw: response.rawPayload,
    };
  }

  /** Codes carry `code` and `purpose`; notices (e.g. "your mobile changed") carry `notice`. */
  async function outbox(): Promise<
    { to: string; code?: string; purpose?: string; notice?: string; at: string }[]
  > {
    const text = await readFile(path.join(dataDir, OUTBOX_FILE), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }

  /** The code most recently written to the outbox for a mobile or mail. */
  async function lastCode(to: string): Promise<string | undefined> {
    return (await outbox()).filter((entry) => entry.to === to && entry.code).at(-1)?.code;
  }

  async function sendCode(
    target: { mobile?: string; mail?: string },
    purpose: string,
    ip?: string,
  ) {
    return call('POST', '/api/captcha', { payload: { ...target, purpose }, ip: ip ?? uniqueIp() });
  }

  /** Signs a new user up through the API (captcha to the mobile, then register). */
  async function register(overrides: Partial<Omit<TestUser, 'id' | 'uuid' | 'token'>> = {}) {
    const mail = overrides.mail ?? uniqueMail();
    const mobile = overrides.mobile ?? uniqueMobile();
    const password = overrides.password ?? VALID_PASSWORD;
    const ip = uniqueIp();
    const sent = await sendCode({ mobile }, 'register', ip);
    if (sent.status !== 200) throw new Error(`captcha failed: ${JSON.stringify(sent.body)}`);
    const captcha = await lastCode(mobile);
    const answer = await call('POST', '/api/register', {
      payload: { mail, password, mobile, captcha },
      ip,
    });
    if (answer.status !== 200) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
    const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
    const { uuid, token } = answer.body.content;
    return { id: row!.id, uuid, token, mail, mobile, password } satisfies TestUser;
  }

  async function signIn(username: string, password: string, ip?: string) {
    return call('POST', '/api/login', { payload: { username, password }, ip: ip ?? uniqueIp() });
  }

  /** Arranges a merchant directly: no API creates merchants yet (records come later). */
  async function createMerchant(ownerId: number, name = `Shop ${++sequence}`) {
    const [merchant] = await db.insert(merchants).values({ name }).returning();
    await db
      .insert(merchantMembers)
      .values({ merchantId: merchant!.id, userId: ownerId, role: 'owner' });
    return merchant!;
  }

  async function addMember(
    merchantId: number,
    userId: number,
    member: { permissions?: PermissionKey[]; status?: 'active' | 'disabled' } = {},
  ) {
    const [row] = await db
      .insert(merchantMembers)
      .values({ merchantId, userId, role: 'member', ...member })
      .returning();
    return row!;
  }

  /**
   * Fails the next write that `which` picks (every write by default) after its trail entries
   * were written and before it commits: the write must leave nothing, and send nothing.
   */
  function failNextWrite(which: (write: Write) => boolean = () => true) {
    failing = which;
  }

  /** A scope's trail entries once sealed, oldest first (optionally of one object). */
  async function trailOf(scope: number, object?: { type: string; id: number }) {
    // Committed entries are sealed moments after their write (docs/trail.md "The chain").
    await app.trailSealer.settle();
    const where = [eq(trailEntries.scope, scope)];
    if (object) {
      where.push(eq(trailEntries.objectType, object.type), eq(trailEntries.objectId, object.id));
    }
    const rows = await db
      .select()
      .from(trailEntries)
      .where(and(...where))
      .orderBy(asc(trailEntries.seq));
    return rows.map(({ seq, prevHash, hash, ...entry }) => {
      if (seq === null || prevHash === null || hash === null) {
        throw new Error(`trail entry ${entry.id} was not sealed after its write`);
      }
      return { ...entry, seq, prevHash, hash };
    });
  }

  /** Fails the test file when a request or an answer did not match GET /api/openapi.json. */
  async function close() {
    await app.close();
    const mismatches = described.mismatches();
    if (ownPool && ownPool !== testDatabase.database) await ownPool.close();
    if (!shared) await testDatabase.drop();
    await rm(dataDir, { recursive: true, force: true });
    if (mismatches.length > 0) {
      throw new Error(`traffic off the OpenAPI description:\n${mismatches.join('\n')}`);
    }
  }

  return {
    app,
    testDatabase,
    db,
    config,
    clock,
    dataDir,
    logs,
    call,
    outbox,
    lastCode,
    sendCode,
    register,
    signIn,
    createMerchant,
    addMember,
    failNextWrite,
    trailOf,
    deliveries,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
