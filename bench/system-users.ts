// npm run bench:users (docs/testing.md "bench:users"): seeds 100,000 users, then load-tests the
// system user list (POST /api/system/user/list, spec §5 filters) through the real API with
// autocannon at 32 connections, signed in as the demo admin: the first page (date desc), each
// filter alone (name: a common surname and a Latin fragment; phone, mail, account and id
// substrings; gender; status; one month of sign-ups), the sorts by name and by birthday, and a
// combined filter, beside a bare Fastify route measured in the same run. Target: every query's
// p99 < 50 ms, and no request answered non-2xx or failed; the process exits 1 when one is
// missed, after printing EXPLAIN (ANALYZE, BUFFERS) of the SQL the slow query sent.
//
// The server runs in this process; autocannon runs in a forked copy of this file
// (BENCH_ROLE=client), so the load generator does not share the server's event loop.
// Database: PostgreSQL from DATABASE_URL (the headline run; created if missing, schema wiped,
// dropped at the end, so the name must contain "bench", e.g.
// postgres://postgres@127.0.0.1:5432/bench_users), else PGlite in .tmp/bench-users (removed at
// the end; slower, and smaller by default: 10,000 users). Knobs: USERS, CONNECTIONS (32),
// DURATION (10 s per query), EXPLAIN=all (the plan of every query, not only the slow ones),
// KEEP=1 (PostgreSQL: leave the seeded database there, to try plans in psql).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { UserListBody } from '@console/contract/system-users';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo/seed.ts';
import { runSeededBench } from './bench-run.ts';
import { benchQueries } from './bench-queries.ts';
import {
  clientProcess,
  phase,
  runLoad,
  serveAsClient,
  type Load,
  type LoadRequest,
} from './bench-load.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.tmp/bench-users');
const PASSWORD = 'bench2026usr';
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const USERS = Number(process.env.USERS ?? (DATABASE_URL ? 100_000 : 10_000));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const DURATION = Number(process.env.DURATION ?? 10);
const EXPLAIN_ALL = process.env.EXPLAIN === 'all';
const KEEP = process.env.KEEP === '1';
const P99_TARGET_MS = 50;
const DAY = 86_400_000;
/** Rows per multi-row INSERT: 10 bound columns each, under the 65,535 bind parameters. */
const CHUNK = 5_000;

type Ask = Omit<LoadRequest, 'connections'> & { connections?: number };

// ---------------------------------------------------------------- seeding

/** Surnames and their pinyin (for the account and the mail), the commonest first. */
const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程苏魏吕丁任沈姚卢',
];
const SURNAME_PINYIN =
  `wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin gao luo
  zheng liang xie song tang xu han feng deng cao peng zeng xiao tian dong pan yuan cai jiang yu yu
  du ye cheng su wei lv ding ren shen yao lu`.split(/\s+/);
/** The five commonest come up half the time (王 in about one user of thirteen). */
const COMMON_SURNAMES = 5;
const GIVEN = [
  ...'伟芳娜敏静丽强磊洋艳勇军杰涛明超霞平刚桂英华玉兰萍红鹏辉玲丹宁飞斌浩凯俊帅鑫雪琳晨欣怡',
  ...[
    '秀英',
    '子轩',
    '浩然',
    '梓涵',
    '一诺',
    '欣怡',
    '雨泽',
    '思远',
    '嘉怡',
    '俊杰',
    '晨曦',
    '书涵',
  ],
  ...['诗琪', '宇航', '晓明', '建国', '海燕', '志强', '佳琪', '文博', '天宇', '淑珍', '少华', '昊'],
];
const GIVEN_PINYIN =
  `wei fang na min jing li qiang lei yang yan yong jun jie tao ming chao xia ping gang
  gui ying hua yu lan ping hong peng hui ling dan ning fei bin hao kai jun shuai xin xue lin chen
  xin yi xiuying zixuan haoran zihan yinuo xinyi yuze siyuan jiayi junjie chenxi shuhan shiqi
  yuhang xiaoming jianguo haiyan zhiqiang jiaqi wenbo tianyu shuzhen shaohua hao`.split(/\s+/);
const LATIN_FIRST = [
  ...['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Zoe', 'Sophie', 'Jack'],
  ...['Hannah', 'Leo', 'Chloe', 'Oscar', 'Grace', 'Daniel', 'Ruby', 'Samuel', 'Isla', 'Zachary'],
];
const LATIN_LAST = [
  ...['Smith', 'Brown', 'Wilson', 'Taylor', 'Clarke', 'Walker', 'Johnson', 'Hall', 'Green'],
  ...['Schmidt', 'Rossi', 'Tanaka', 'Kim', 'Nguyen', 'Silva', 'Evans', 'Jackson', 'Young'],
  ...['Moreau', 'Anderson', 'Ward'],
];
/** Mail domains, weighted: the first ones far more often. */
const DOMAINS = [
  ...Array<string>(7).fill('qq.com'),
  ...Array<string>(5).fill('163.com'),
  ...Array<string>(2).fill('126.com'),
  ...Array<string>(2).fill('gmail.com'),
  'outlook.com',
  'sunrise-studio.cn',
  'harborbooks.com',
  'foxmail.com',
];
/** Province, city and district codes (the record form's region data). */
const REGIONS = [
  ['440000', '440300', '440305'],
  ['110000', '110100', '110105'],
  ['310000', '310100', '310115'],
  ['330000', '330100', '330106'],
  ['510000', '510100', '510107'],
  ['420000', '420100', '420106'],
];
const MOBILE_PREFIXES = ['15', '16', '17', '18', '19'];

const hash = (i: number, salt: number) => Math.imul(i ^ salt, 0x27d4eb2d) >>> 0;
const pick = <T>(list: readonly T[], seed: number) => list[seed % list.length]!;
/**
 * User i of the bench, deterministic: three in four Chinese names, one in four Latin; genders
 * 1 / 2 / none 45 / 45 / 10 %; one in ten disabled; signed up in id order over two years;
 * birthdays from 1965 to 2007 (15% none); 40% with a region.
 */
function benchUser(i: number, now: number) {
  const h = hash(i, 0x5bd1e995);
  const surname = (h >>> 4) % 2 === 0 ? (h >>> 5) % COMMON_SURNAMES : (h >>> 5) % SURNAMES.length;
  const given = (h >>> 11) % GIVEN.length;
  const [name, handle] =
    h % 4 === 3
      ? [
          `${pick(LATIN_FIRST, h >>> 3)} ${pick(LATIN_LAST, h >>> 11)}`,
          `${pick(LATIN_FIRST, h >>> 3)}.${pick(LATIN_LAST, h >>> 11)}`.toLowerCase(),
        ]
      : [SURNAMES[surname]! + GIVEN[given]!, SURNAME_PINYIN[surname]! + GIVEN_PINYIN[given]!];
  const g = hash(i, 0x1b873593);
  const birthday = new Date(Date.UTC(1965, 0, 1) + ((g >>> 4) % (43 * 365)) * DAY);
  return {
    nickname: name,
    account: `${handle}.${i.toString(36)}`,
    mail: `${handle}${i}@${pick(DOMAINS, g >>> 7)}`,
    // i * 7,919,993 mod 10^9 is one-to-one; the demo's are 138 numbers.
    mobile: `${pick(MOBILE_PREFIXES, g)}${String((i * 7_919_993 + 12_345) % 1_000_000_000).padStart(9, '0')}`,
    passwordHash: 'bench: no sign-in',
    gender: g % 20 < 9 ? 1 : g % 20 < 18 ? 2 : null,
    status: (g >>> 9) % 10 === 0 ? ('disabled' as const) : ('active' as const),
    birthday: (g >>> 13) % 100 < 15 ? null : birthday.toISOString().slice(0, 10),
    region: (g >>> 17) % 10 < 4 ? pick(REGIONS, g >>> 21) : [],
    createdAt: new Date(now - 730 * DAY + Math.floor((i * 730 * DAY) / USERS) + (h % 3_600_000)),
  };
}

async function seed(database: Database, now: Date) {
  const db: Db = database.db;
  // users_first_role (0021) inserts the default role row per user and user_roles_recount then
  // re-reads it: both off for the load, the role rows added in one INSERT ... SELECT after. The
  // explicit account skips users_fill_account's lock.
  const roleTriggers = async (tx: Db, state: 'disable' | 'enable') => {
    await tx.execute(sql.raw(`alter table users ${state} trigger users_first_role`));
    await tx.execute(sql.raw(`alter table user_roles ${state} trigger user_roles_recount`));
  };
  await phase(`${USERS.toLocaleString('en')} users (multi-row inserts)`, () =>
    db.transaction(async (tx) => {
      await roleTriggers(tx, 'disable');
      for (let start = 0; start < USERS; start += CHUNK) {
        const rows = [];
        for (let i = start; i < Math.min(USERS, start + CHUNK); i++) {
          rows.push(benchUser(i, now.getTime()));
        }
        await tx.insert(users).values(rows);
      }
      await tx.execute(sql`
        insert into user_roles (user_id, role_id)
        select u.id, r.id from users u, roles r
        where r.is_default and u.password_hash = 'bench: no sign-in'`);
      // What the recount trigger would have written (0024).
      await tx.execute(sql`
        update users u set role_ids = array[r.id::int] from roles r
        where r.is_default and u.password_hash = 'bench: no sign-in'`);
      await roleTriggers(tx, 'enable');
    }),
  );
  await phase('VACUUM (ANALYZE), CHECKPOINT', async () => {
    await db.execute(sql`vacuum (analyze) users, user_roles, user_name_grams`);
    if (database.driver === 'pg') await db.execute(sql`checkpoint`);
  });
}

// ---------------------------------------------------------------- measuring

let client: ReturnType<typeof clientProcess<Ask>>;

/** A day in the platform time zone (Asia/Shanghai), `days` before now. */
const dayBefore = (now: number, days: number) =>
  new Date(now - days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);

async function bench(base: string, bareUrl: string, database: Database) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.operator.mail, password: PASSWORD }),
  });
  const token = ((await login.json()) as { content: { token: string } }).content.token;
  const headers = { Authorization: token };
  const listUrl = `${base}/api/system/user/list`;
  // Four digits from the middle of a mobile in the middle of the table.
  const mobile = benchUser(Math.floor(USERS / 2), Date.now()).mobile.slice(4, 8);
  const now = Date.now();
  const month: [string, string] = [dayBefore(now, 400), dayBefore(now, 370)];
  const half: [string, string] = [dayBefore(now, 360), dayBefore(now, 180)];

  const queries: [label: string, body: UserListBody][] = [
    ['first page (date desc)', {}],
    ['name=王 (a common surname)', { name: '王' }],
    ['name=son (a Latin fragment)', { name: 'son' }],
    [`phone=${mobile}`, { phone: mobile }],
    ['mail=gmail', { mail: 'gmail' }],
    ['account=chen', { account: 'chen' }],
    ['id=777', { id: '777' }],
    ['gender=2', { gender: 2 }],
    ['status=2 (disabled)', { status: 2 }],
    [`date=${month.join('..')}`, { date: month }],
    ['sort name asc', { sortKey: 'name', sortType: 'asc' }],
    ['sort birthday desc', { sortKey: 'birthday', sortType: 'desc' }],
    ['name=王 gender=2 status=1, 6 months', { name: '王', gender: 2, status: 1, date: half }],
  ];

  await benchQueries(
    {
      database,
      ask: (request) => client.ask<Load>(request),
      bareUrl,
      headers,
      tables: /\b(users|user_roles|merchant_members)\b/,
      connections: CONNECTIONS,
      duration: DURATION,
      targetMs: P99_TARGET_MS,
      explainAll: EXPLAIN_ALL,
      width: 40,
      probeHeading: 'probes (users found):',
      describe: (content) => {
        const { total, list } = content as { total: number; list: unknown[] };
        return `${total.toLocaleString('en')} (${list.length} listed)`;
      },
    },
    queries.map(([label, filter]) => ({ label, url: listUrl, body: JSON.stringify(filter) })),
  );
}

// ---------------------------------------------------------------- main

async function main() {
  client = clientProcess<Ask>(import.meta.filename);
  await runSeededBench({
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    password: PASSWORD,
    keep: KEEP,
    child: client.child,
    seeding: `seeding ${USERS.toLocaleString('en')} users:`,
    seed,
    bench,
  });
}

if (process.env.BENCH_ROLE === 'client') {
  serveAsClient<Ask & { id: number }>((request) =>
    runLoad({ ...request, connections: request.connections ?? CONNECTIONS }),
  );
} else {
  await main();
}
