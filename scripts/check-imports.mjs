// Import rules ESLint cannot hold, run by `npm run lint`:
// 1. no import cycle between files, counting type-only and dynamic imports
//    (import-x/no-cycle skips type-only imports, so a cycle of types goes unseen there);
// 2. the server's layers point one way: lib ← db ← plugins ← modules ← app;
// 3. the server's modules (modules/<area>) and the web's features form no cycle,
//    even when no single file closes one (auth → users → auth).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['packages/domain/src', 'apps/server/src', 'apps/server/test', 'apps/web/src', 'bench', 'e2e'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function filesUnder(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('dist')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full));
    else if (EXTENSIONS.some((ext) => entry.endsWith(ext)) && !entry.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every relative import of a file: static, type-only, re-exports and import(). */
function importsOf(file) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((ref) => resolveImport(file, ref.fileName)).filter(Boolean);
}

/** Strongly connected components with more than one member, or a file importing itself (Tarjan). */
function cyclesOf(graph) {
  let index = 0;
  const indexes = new Map();
  const lows = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexes.set(node, index);
    lows.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lows.set(node, Math.min(lows.get(node), lows.get(next)));
      } else if (onStack.has(next)) {
        lows.set(node, Math.min(lows.get(node), indexes.get(next)));
      }
    }
    if (lows.get(node) === indexes.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return cycles;
}

const rel = (file) => path.relative(root, file);
const fileGraph = new Map();
for (const dir of SOURCE_DIRS) {
  for (const file of filesUnder(path.join(root, dir))) fileGraph.set(file, new Set(importsOf(file)));
}

const problems = [];
for (const cycle of cyclesOf(fileGraph)) problems.push(`import cycle: ${cycle.map(rel).join(' ↔ ')}`);

// Server layers: a file may import its own layer and the ones listed.
const server = path.join(root, 'apps/server/src');
const LAYERS = { lib: ['lib'], db: ['db', 'lib'], plugins: ['plugins', 'db', 'lib', 'config.ts', 'app-types.ts'] };
const layerOf = (file) => path.relative(server, file).split(path.sep)[0];
for (const [file, imports] of fileGraph) {
  if (!file.startsWith(server + path.sep) || file.endsWith('.test.ts')) continue;
  const allowed = LAYERS[layerOf(file)];
  for (const target of imports) {
    if (!target.startsWith(server + path.sep)) continue;
    const targetLayer = layerOf(target);
    if (targetLayer === 'app.ts' && layerOf(file) !== 'main.ts') problems.push(`${rel(file)} imports app.ts`);
    else if (allowed && !allowed.includes(targetLayer))
      problems.push(`${rel(file)} (${layerOf(file)}) imports ${rel(target)}`);
  }
}

/** The graph of folders under `parent` (one per area), from the file graph. */
function areaGraph(parent) {
  const areaOf = (file) => (file.startsWith(parent + path.sep) ? path.relative(parent, file).split(path.sep)[0] : null);
  const graph = new Map();
  for (const [file, imports] of fileGraph) {
    const from = areaOf(file);
    if (!from || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const target of imports) {
      const to = areaOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

for (const parent of ['apps/server/src/modules', 'apps/web/src/features']) {
  for (const cycle of cyclesOf(areaGraph(path.join(root, parent)))) {
    problems.push(`${parent}: areas import each other: ${cycle.join(' ↔ ')}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`imports: ${fileGraph.size} files, no cycles, layers respected`);
