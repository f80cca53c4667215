import { parseSync, type Plugin } from 'vite';

// The contract (packages/contract) builds its zod schemas at module level. A bundler must assume
// that a top-level call may have side effects, so a page that imported one constant from a
// contract file (an order status list, the realtime event name) also kept every schema of that
// file, and with them all of zod (~26 KB gzip on every console route, docs/web.md "Delivery").
// Building a schema has no side effect (the contract registers nothing in zod's global registry),
// so the web build wraps each top-level call in a function call marked pure: a schema the web
// never reads is dropped, and zod with it when none is. A bare `/* @__PURE__ */` before
// `z.string().max(1)` would cover only the innermost `z.string()`. The server is unaffected.
const CONTRACT_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;

type Node = { type: string; start: number; end: number };
type Declarator = { init: Node | null };
type Statement = Node & { declaration?: Statement | null; declarations?: Declarator[] };

/** The contract module's source with every top-level `const x = call(…)` marked pure. */
export function markContractSchemasPure(code: string, file = 'contract.ts'): string {
  const { program } = parseSync(file, code, { lang: 'ts' });
  const inits: Node[] = [];
  for (const statement of program.body as unknown as Statement[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations ?? []) {
      if (init?.type === 'CallExpression') inits.push(init);
    }
  }
  let out = code;
  // From the end, so earlier offsets stay valid.
  for (const init of inits.reverse()) {
    const value = code.slice(init.start, init.end);
    out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => ${value})()${out.slice(init.end)}`;
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
