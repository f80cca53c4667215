import { parseSync, type Plugin } from 'vite';

// The contract (packages/contract) builds its zod schemas at module level. A bundler must assume
// that a top-level call may have side effects, so a page that imported one constant from a
// contract file (an order status list, the realtime event name) also kept every schema of that
// file, and with them all of zod (~26 KB gzip on every console route, docs/web.md "Delivery").
// Building a schema has no side effect (the contract registers nothing in zod's global registry),
// so the web build wraps each top-level call in a function call marked pure: a schema the web
// never reads is dropped, and zod with it when none is. A bare `/* @__PURE__ */` before
// `z.string().max(1)` would cover only the innermost `z.string()`. The server is unaffected.
// Not only calls: an object of schemas (`recordFieldsShape = { name: z.string(), … }`), a member
// read (`z.object(shape).partial().shape`) and a cast call (`Object.keys(shape) as …`) kept zod on
// /record, /activity/list and in the activity editor, which only read constants of those files.
const CONTRACT_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;

type Node = { type: string; start: number; end: number };
type Declarator = { init: Node | null };
type Statement = Node & { declaration?: Statement | null; declarations?: Declarator[] };

/** Node kinds that evaluate nothing a bundler could not drop: values, names, functions. */
const PLAIN = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression']);

/**
 * True when evaluating the expression has no effect a bundler must keep: literals, names and
 * functions, and arrays, objects, operators and casts made of them only (`[…] as const`,
 * `5 * 1024`, the message catalogue). Calls, member reads and anything else are not plain.
 */
function isPlain(node: unknown): boolean {
  const value = node as Record<string, unknown> & Node;
  switch (value.type) {
    case 'ArrayExpression':
      return (value.elements as unknown[]).every((element) => element !== null && isPlain(element));
    case 'ObjectExpression':
      return (value.properties as Record<string, unknown>[]).every(
        (property) =>
          property.type === 'Property' && !property.computed && isPlain(property.value as Node),
      );
    case 'BinaryExpression':
      return isPlain(value.left) && isPlain(value.right);
    case 'UnaryExpression':
      return isPlain(value.argument);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return isPlain(value.expression);
    case 'TemplateLiteral':
      return (value.expressions as unknown[]).length === 0;
    default:
      return PLAIN.has(value.type);
  }
}

/** The contract module's source with every top-level `const x = …` that runs code marked pure. */
export function markContractSchemasPure(code: string, file = 'contract.ts'): string {
  const { program } = parseSync(file, code, { lang: 'ts' });
  const inits: Node[] = [];
  for (const statement of program.body as unknown as Statement[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations ?? []) {
      if (init && !isPlain(init)) inits.push(init);
    }
  }
  let out = code;
  // From the end, so earlier offsets stay valid.
  for (const init of inits.reverse()) {
    const value = code.slice(init.start, init.end);
    out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${value}))()${out.slice(init.end)}`;
  }
  return out;
}

export function pureSchemas(): Plugin {
  return {
    name: 'console:pure-schemas',
    apply: 'build',
    // Before the TypeScript transform, so the offsets are the source's own.
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id) || id.endsWith('.test.ts')) return null;
      return { code: markContractSchemasPure(code, id), map: null };
    },
  };
}
