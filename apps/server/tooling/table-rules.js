import fs from 'node:fs';
import path from 'node:path';

// Who writes a table (docs/server.md "One writer per table"), as lint rules:
// `server/one-writer` refuses a table written (inserted, updated, deleted) from two files of
// apps/server/src; `server/own-tables` refuses a write to a table another area owns.

const serverSrc = path.resolve(import.meta.dirname, '../src');

/**
 * The area that owns each table: the one place its door lives, whose index the others call.
 * Every table exported by db/schema-*.ts is listed here (the rule says so at the schema).
 */
const TABLE_OWNERS = {
  identity: ['users', 'userTallies', 'userNameGrams', 'sessions', 'customerSessions'],
  http: ['idempotencyKeys'],
  adapters: ['uploadBlobs'],
  write: ['trailEntries', 'trailHeads'],
  'modules/activities': ['activities'],
  'modules/audit': ['auditSubmissions'],
  'modules/auth': ['signInTickets'],
  'modules/captcha': ['captchas'],
  'modules/chat': [
    'conversations',
    'chatMessages',
    'conversationReads',
    'quickReplies',
    'chatTargets',
    'chatResponseWaits',
    'chatRatings',
    'chatAssignment',
    'chatAssignmentTurns',
    'staffPresence',
    'chatOfflineAlerts',
    'chatOfflineNotices',
  ],
  'modules/client-logs': ['clientLogs'],
  'modules/customers': ['merchantCustomers'],
  'modules/home': ['orderDays'],
  'modules/licences': ['merchantLicences'],
  'modules/merchant-records': ['merchantRecords'],
  'modules/merchants': ['merchants', 'merchantMembers'],
  'modules/orders': ['orders', 'orderEvents', 'checkInFailures', 'orderTallies'],
  'modules/passkeys': ['passkeys'],
  'modules/reviews': [
    'reviews',
    'reviewReplies',
    'reviewModerations',
    'reviewStats',
    'reviewRequests',
    'reviewRequestRules',
  ],
  'modules/second-factor': ['recoveryCodes'],
  'modules/shop-profile': ['shopProfiles'],
  'modules/sign-in-throttle': ['loginAttempts'],
  'modules/storefront': ['customers'],
  'modules/system': ['roles', 'userRoles', 'menuNodes', 'roleMenus'],
  'modules/uploads': ['uploads'],
  'modules/user-messages': ['userMessages'],
  'modules/user-settings': ['userSettings', 'notificationPreferences'],
};
const ownerOf = new Map(
  Object.entries(TABLE_OWNERS).flatMap(([area, tables]) => tables.map((table) => [table, area])),
);

/**
 * Files whose writes count for nobody: unit tests, the demo data the seeds (demo/) write in one go
 * before any door runs, and the migrator. (The API tests and their fixtures live in
 * apps/server/test, outside the rules.)
 */
const isExempt = (rel) =>
  rel.endsWith('.test.ts') || rel.startsWith('demo/') || rel === 'db/migrate.ts';

const relativeOf = (file) => {
  const rel = path.relative(serverSrc, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep).join('/');
};

/** The area of a file: `modules/<name>` for a module, else its top folder (or file). */
const areaOf = (rel) => {
  const [top, second] = rel.split('/');
  return top === 'modules' ? `modules/${second}` : top;
};

// ---------------------------------------------------------------------------------------------
// The tables: every `export const name = pgTable('sql_name', ...)` of db/schema*.ts.

const SCHEMA_FILE = /^db\/schema(-[\w-]+)?\.ts$/;
const TABLE_DECLARATION = /export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"](\w+)['"]/g;

let tables = null;
function readTables() {
  if (tables) return tables;
  const byName = new Map();
  for (const file of fs.readdirSync(path.join(serverSrc, 'db'))) {
    if (!SCHEMA_FILE.test(`db/${file}`)) continue;
    const text = fs.readFileSync(path.join(serverSrc, 'db', file), 'utf8');
    for (const [, name, sqlName] of text.matchAll(TABLE_DECLARATION)) byName.set(name, sqlName);
  }
  tables = { byName, bySql: new Map([...byName].map(([name, sqlName]) => [sqlName, name])) };
  return tables;
}

// ---------------------------------------------------------------------------------------------
// The writes of one file, read from its syntax tree: `.insert(t)`, `.update(t)`, `.delete(t)`
// where `t` is a table imported from db/schema*.ts, and sql`insert into t`, sql`update t`,
// sql`delete from t` (the table written out or interpolated).

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?(\w+)"?/gi;

function* nodesOf(node) {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || value === null || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') yield* nodesOf(child);
    }
  }
}

/** The file's names for schema tables: named imports, and `import * as schema`. */
function tableNamesOf(program, rel) {
  const named = new Map();
  const namespaces = new Set();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const target = path.posix.normalize(
      path.posix.join(path.posix.dirname(rel), statement.source.value),
    );
    if (!SCHEMA_FILE.test(target)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') {
        const imported = specifier.imported.name ?? specifier.imported.value;
        named.set(specifier.local.name, imported);
      }
    }
  }
  const { byName } = readTables();
  /** The table an expression names, if it is one. */
  return (node) => {
    let name = null;
    if (node?.type === 'Identifier') name = named.get(node.name) ?? null;
    else if (
      node?.type === 'MemberExpression' &&
      node.object.type === 'Identifier' &&
      namespaces.has(node.object.name) &&
      node.property.type === 'Identifier'
    ) {
      name = node.property.name;
    }
    return name !== null && byName.has(name) ? name : null;
  };
}

/** Every write of the file: the table's export name and the node that writes it. */
function writesOf(program, rel) {
  const tableOf = tableNamesOf(program, rel);
  const { byName, bySql } = readTables();
  const writes = [];
  for (const node of nodesOf(program)) {
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.property.type === 'Identifier' &&
      WRITE_METHODS.has(node.callee.property.name)
    ) {
      const table = tableOf(node.arguments[0]);
      if (table) writes.push({ table, node });
    } else if (
      node.type === 'TaggedTemplateExpression' &&
      node.tag.type === 'Identifier' &&
      node.tag.name === 'sql'
    ) {
      const { quasis, expressions } = node.quasi;
      const text = quasis
        .map((quasi, i) => {
          const written = quasi.value.cooked ?? quasi.value.raw;
          if (i === expressions.length) return written;
          const table = tableOf(expressions[i]);
          return written + (table ? byName.get(table) : '$');
        })
        .join('');
      for (const [, sqlName] of text.matchAll(SQL_WRITE)) {
        const table = bySql.get(sqlName.toLowerCase());
        if (table) writes.push({ table, node });
      }
    }
  }
  return writes;
}

// ---------------------------------------------------------------------------------------------
// Who writes what, across apps/server/src: read once per lint run with the parser ESLint gave
// the file being linted, which counts with the text ESLint has (an editor buffer as typed).

const MAY_WRITE = /\.(?:insert|update|delete)\s*\(|\b(?:insert\s+into|update|delete\s+from)\b/i;

let writers = null;
function readWriters(parser) {
  if (writers) return writers;
  writers = new Map();
  const files = fs
    .readdirSync(serverSrc, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files) {
    const rel = relativeOf(file);
    const text = fs.readFileSync(file, 'utf8');
    if (isExempt(rel) || !MAY_WRITE.test(text)) continue;
    const options = { filePath: file, sourceType: 'module', ecmaVersion: 'latest', range: true };
    const program = parser.parseForESLint
      ? parser.parseForESLint(text, options).ast
      : parser.parse(text, options);
    const written = new Set(writesOf(program, rel).map((write) => write.table));
    if (written.size > 0) writers.set(rel, written);
  }
  return writers;
}

const DOCS = 'docs/server.md "One writer per table"';

export const serverOneWriter = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const rel = relativeOf(path.resolve(context.filename));
    if (rel === null || isExempt(rel)) return {};
    return {
      Program(program) {
        const known = readWriters(context.languageOptions.parser);
        for (const { table, node } of writesOf(program, rel)) {
          const others = [...known]
            .filter(([file, written]) => file !== rel && written.has(table))
            .map(([file]) => file)
            .sort();
          if (others.length === 0) continue;
          context.report({
            node,
            message: `${table} is also written by ${others.join(', ')}: one file writes a table (${DOCS})`,
          });
        }
      },
    };
  },
};

export const serverOwnTables = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const rel = relativeOf(path.resolve(context.filename));
    if (rel === null || isExempt(rel)) return {};
    return {
      Program(program) {
        if (SCHEMA_FILE.test(rel)) {
          // Every table has an owner, said where the table is declared.
          const text = context.sourceCode.text;
          for (const [, name] of text.matchAll(TABLE_DECLARATION)) {
            if (ownerOf.has(name)) continue;
            context.report({
              node: program,
              message: `${name} has no owning area: add it to TABLE_OWNERS in apps/server/tooling/table-rules.js (${DOCS})`,
            });
          }
          // ... and no owner is declared for a table that is not there (said at the barrel).
          if (rel === 'db/schema.ts') {
            for (const name of ownerOf.keys()) {
              if (readTables().byName.has(name)) continue;
              context.report({
                node: program,
                message: `TABLE_OWNERS names ${name}, which no db/schema-*.ts declares (${DOCS})`,
              });
            }
          }
          return;
        }
        const area = areaOf(rel);
        for (const { table, node } of writesOf(program, rel)) {
          const owner = ownerOf.get(table);
          if (owner === area) continue;
          context.report({
            node,
            message: owner
              ? `${area} writes ${table}, a table of ${owner}: go through its door (${DOCS})`
              : `${table} has no owning area: add it to TABLE_OWNERS in apps/server/tooling/table-rules.js (${DOCS})`,
          });
        }
      },
    };
  },
};
