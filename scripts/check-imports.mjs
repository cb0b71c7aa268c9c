// Import rules ESLint cannot hold, run by `npm run lint`:
// 1. no import cycle between files, counting type-only and dynamic imports
//    (import-x/no-cycle skips type-only imports, so a cycle of types goes unseen there);
// 2. both apps' layers point one way (LAYERS below): nothing imports a layer above its own;
// 3. the server's modules (modules/<area>) and the web's features form no cycle,
//    even when no single file closes one (auth → users → auth).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
// Layers, bottom first: a file may import its own layer and the ones below it, never one
// above (type-only imports count: a type that runs back up still ties the layers together).
// Every top-level folder and file of a source root has a place; one missing is an error,
// so a new folder cannot slip in unranked.
export const LAYERS = {
  'apps/server/src': [
    ['lib'],
    ['config.ts', 'config-accounts.ts', 'config-database.ts', 'config-fields.ts'],
    ['db'],
    ['jobs'], // the engine and the mail job; which jobs run is the roster's business, at the top
    ['app-types.ts'],
    ['plugins', 'route.ts'],
    ['modules', 'daraja-sim'], // the Daraja simulator stands where a module would
    ['seed'],
    ['app.ts', 'job-roster.ts', 'job-start.ts', 'runtime.ts'],
    ['main.ts', 'tasks.ts'],
  ],
  'apps/web/src': [
    // The service worker is its own bundle; its cache rules are shared with the app's lib.
    ['lib', 'i18n', 'paths.ts', 'index.css', 'service-worker'],
    ['components'],
    ['features'],
    ['app'],
    ['main.tsx', 'entry-server.tsx', 'test'],
    ['boot.ts'], // the first script: starts main.tsx when the page is ready
  ],
};

/** Imports that run from a lower layer to a higher one (tests excluded), and unranked entries. */
export function layerProblems(graph, rootDir = root) {
  const found = [];
  const show = (file) => path.relative(rootDir, file);
  for (const [base, layers] of Object.entries(LAYERS)) {
    const dir = path.join(rootDir, base);
    const rank = new Map(layers.flatMap((names, i) => names.map((name) => [name, i])));
    const entryOf = (file) => path.relative(dir, file).split(path.sep)[0];
    const isTest = (file) => /\.test\.tsx?$/.test(file);
    for (const [file, imports] of graph) {
      if (!file.startsWith(dir + path.sep) || isTest(file)) continue;
      const from = entryOf(file);
      if (!rank.has(from)) {
        if (!/\.(?:test\.tsx?|d\.ts)$/.test(from))
          found.push(`${show(file)}: ${base}/${from} has no layer in scripts/check-imports.mjs`);
        continue;
      }
      for (const target of imports) {
        if (!target.startsWith(dir + path.sep)) continue;
        const to = entryOf(target);
        if (rank.has(to) && rank.get(to) > rank.get(from))
          found.push(`${show(file)} (${from}) imports ${show(target)} (${to}): a lower layer reaching up`);
      }
    }
  }
  return found;
}

/** The graph of folders under `parent` (one per area), from the file graph. */
function areaGraph(fileGraph, parent) {
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

/** Every source file of the repository and the files it imports. */
export function repositoryGraph() {
  const fileGraph = new Map();
  for (const dir of SOURCE_DIRS) {
    for (const file of filesUnder(path.join(root, dir))) fileGraph.set(file, new Set(importsOf(file)));
  }
  return fileGraph;
}

// Run as a script (`npm run lint`); imported, it only lends its checks to its test.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fileGraph = repositoryGraph();
  const problems = [];
  for (const cycle of cyclesOf(fileGraph)) problems.push(`import cycle: ${cycle.map(rel).join(' ↔ ')}`);
  problems.push(...layerProblems(fileGraph));
  for (const parent of ['apps/server/src/modules', 'apps/web/src/features']) {
    for (const cycle of cyclesOf(areaGraph(fileGraph, path.join(root, parent)))) {
      problems.push(`${parent}: areas import each other: ${cycle.join(' ↔ ')}`);
    }
  }

  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`imports: ${fileGraph.size} files, no cycles, layers respected`);
}
