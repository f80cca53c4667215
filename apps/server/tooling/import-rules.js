import fs from 'node:fs';
import path from 'node:path';

// Import direction inside apps/server/src (docs/server.md "Floors"), as lint rules:
// `server-floors` keeps every import pointing down, `server-no-cycle` refuses import circles.

const serverSrc = path.resolve(import.meta.dirname, '../src');

/** Bottom to top; a file imports its own area and the floors below it, nothing else. */
const FLOORS = [
  ['config.ts', 'clock.ts', 'answers-in-time.ts'],
  ['db'],
  ['http'],
  ['lib', 'adapters', 'write'],
  ['identity'],
  ['plugins', 'realtime'],
  ['modules'],
  ['demo'],
  ['app-context.ts'],
  ['app.ts'],
  // docs/operations.md "Traces": main.ts alone loads it, and only when traces are wanted.
  ['telemetry'],
  ['backup'],
  ['main.ts', 'trail-verify.ts', 'backup.ts', 'restore.ts'],
];
const floorOf = new Map(FLOORS.flatMap((names, level) => names.map((name) => [name, level])));

/** Where a file sits: its floor, and its area (a module is an area of its own). */
function placeOf(file) {
  const rel = path.relative(serverSrc, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  const level = floorOf.get(top);
  if (level === undefined) return null;
  const area = top === 'modules' ? `modules/${second}` : top;
  return { level, area, top, rel };
}

const relativeSource = (node) => {
  const source = node.source?.value;
  return typeof source === 'string' && source.startsWith('.') ? source : null;
};

const visitors = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

export const serverFloors = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = placeOf(context.filename);
    if (from === null) return {};
    return visitors((node) => {
      const source = relativeSource(node);
      if (source === null) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      if (to === null || to.area === from.area) return;
      if (from.top === 'modules' && to.top === 'modules') {
        // Another module only through what it offers: its index.ts.
        if (path.basename(to.rel) !== 'index.ts' || to.rel.split(path.sep).length !== 3) {
          context.report({
            node,
            message: `${from.area} imports ${to.rel}: another module's internals (import its index.ts)`,
          });
        }
        return;
      }
      if (to.level >= from.level) {
        context.report({
          node,
          message: `${from.area} must not import ${to.area} (it sits on the same floor or above)`,
        });
      }
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Circles. The graph of relative imports of every source file is read once per lint run; the
// file being linted counts with the text ESLint has (so an editor buffer is judged as typed).

const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function importsOf(file, text) {
  const targets = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec.endsWith('.ts')) targets.push(path.resolve(path.dirname(file), spec));
  }
  return targets;
}

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let graph = null;
function readGraph() {
  graph ??= new Map(
    sourceFiles(serverSrc).map((file) => [file, importsOf(file, fs.readFileSync(file, 'utf8'))]),
  );
  return graph;
}

/** Whether `start` is reached again by following imports from `target` (a path back). */
function pathBack(edges, start, target) {
  const seen = new Set();
  const stack = [[target, [target]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (file === start) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of edges(file)) stack.push([next, [...trail, next]]);
  }
  return null;
}

export const serverNoCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.resolve(context.filename);
    if (placeOf(file) === null) return {};
    const own = importsOf(file, context.sourceCode.text);
    const known = readGraph();
    const edges = (at) => (at === file ? own : (known.get(at) ?? []));
    return visitors((node) => {
      const source = relativeSource(node);
      if (source === null || !source.endsWith('.ts')) return;
      const target = path.resolve(path.dirname(file), source);
      const trail = pathBack(edges, file, target);
      if (trail) {
        const names = [file, ...trail].map((at) => path.relative(serverSrc, at));
        context.report({ node, message: `import circle: ${names.join(' -> ')}` });
      }
    });
  },
};
