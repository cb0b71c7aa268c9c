#!/usr/bin/env node
// Usage: npm run coverage [-- vitest options, e.g. --project web --project web-isolated]
// Runs the unit suite with V8 coverage, then prints the line and branch coverage of each
// server module and each web feature side by side (what a reviewer asks of a feature:
// how much of it do its tests run?), with the number of source and test files in each.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = spawnSync('npx', ['vitest', 'run', '--coverage', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
const summaryPath = path.join(root, 'coverage/coverage-summary.json');
if (!existsSync(summaryPath)) process.exit(run.status ?? 1);
const summary = JSON.parse(readFileSync(summaryPath, 'utf8'));

/** The areas whose coverage is printed: a feature's folder in each app, and the domain's. */
const AREAS = [
  ['server', 'apps/server/src/modules'],
  ['web', 'apps/web/src/features'],
  ['domain', 'packages/domain/src'],
];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const percent = (covered, total) => (total === 0 ? '   -  ' : `${((100 * covered) / total).toFixed(1).padStart(5)}%`);
let anyMeasured = false;
for (const [app, base] of AREAS) {
  const rows = [];
  let ran = false;
  for (const name of readdirSync(path.join(root, base)).sort()) {
    const dir = path.join(root, base, name);
    if (!statSync(dir).isDirectory()) continue;
    const all = filesUnder(dir).filter((file) => /\.tsx?$/.test(file));
    const tests = all.filter((file) => /\.test\.tsx?$/.test(file));
    const sources = all.filter((file) => !tests.includes(file));
    const measured = sources.map((file) => summary[file]).filter(Boolean);
    if (measured.length === 0) continue;
    const sum = (key, part) => measured.reduce((total, entry) => total + entry[key][part], 0);
    if (sum('lines', 'covered') > 0) ran = true;
    rows.push(
      `${name.padEnd(14)} ${String(sources.length).padStart(7)} ${String(tests.length).padStart(6)}   ${percent(sum('lines', 'covered'), sum('lines', 'total'))}   ${percent(sum('branches', 'covered'), sum('branches', 'total'))}`,
    );
  }
  // An app none of whose features a test ran was not part of this run (`-- --project server`).
  if (rows.length === 0 || !ran) continue;
  anyMeasured = true;
  console.log(`\n${app} (${base})\narea           sources  tests    lines   branches\n${rows.join('\n')}`);
}
if (!anyMeasured) console.log('\nNo feature was measured (the coverage summary names none of their files).');
process.exit(run.status ?? 1);
