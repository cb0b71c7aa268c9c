#!/usr/bin/env node
// `npm test`: every test, the unit and API suite (Vitest), then the browser suite (Playwright)
// in two parts at once.
//
// Why one after the other: the suites once ran side by side (17-18 minutes back to back had
// become 15.7 together), but the suites grew, and on two cores three busy processes (Vitest's
// two workers beside a browser, its server and Playwright) starved each other: API tests that
// start servers or wait on child processes timed out in CI while passing alone, and a CI run
// that fails on a timeout lands nothing. Vitest now has the machine to itself (13.6 minutes
// for 267 files on this 2-core machine), then the browser suite's two parts run together, each
// on a server of its own, which keeps both cores busy (the browser suite alone keeps ~1.2).
//
// Vitest's lines are kept in a temporary unit.log and printed whole when it ends; the first
// browser part's lines stream as they come and the second's are printed whole when it ends,
// so no two interleave. All run to the end; the exit code fails if any failed.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm and npx are .cmd scripts on Windows, which Node starts only through a shell.
const shell = process.platform === 'win32';

function must(command, args, viaShell = shell) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: viaShell });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const since = Date.now();
const elapsed = () => `${Math.round((Date.now() - since) / 1000)} s`;

// Chromium found or installed, and the app built, before either suite starts.
must(process.execPath, ['scripts/browser.mjs'], false);
must('npm', ['run', 'build']);

/** Runs a command to its end, its output to ours or into `log`; resolves with its exit code. */
function run(command, args, log, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      shell,
      env: { ...process.env, ...env },
      stdio: ['ignore', log ? 'pipe' : 'inherit', log ? 'pipe' : 'inherit'],
    });
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output kept in a temporary file, printed whole when it ends. */
function runLogged(name, command, args, env = {}) {
  // Not under test-results/: Playwright empties that folder when it starts.
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'nyumba-test-')), 'output.log');
  const log = createWriteStream(logFile);
  console.log(`::: ${name} started; output in ${logFile}`);
  return run(command, args, log, env).then(async (code) => {
    await new Promise((resolve) => log.end(resolve));
    console.log(`\n::: ${name} ended after ${elapsed()} with code ${code}:\n`);
    process.stdout.write(readFileSync(logFile));
    console.log(`::: end of the output of ${name}\n`);
    return code;
  });
}

const unitCode = await runLogged('unit and API tests (Vitest)', 'npx', ['vitest', 'run']);

// Each part's server and the phone project's on ports of their own (the phone's is port + 1).
const port = 20000 + 4 * Math.floor(Math.random() * 2500);
console.log(`::: browser tests (Playwright), first part, started after ${elapsed()}`);
const browser = run('npx', ['playwright', 'test'], null, { E2E_PART: 'first', E2E_PORT: String(port) });
const later = runLogged('browser tests (Playwright), second part', 'npx', ['playwright', 'test'], {
  E2E_PART: 'second',
  E2E_PORT: String(port + 2),
});

const [browserCode, laterCode] = await Promise.all([browser, later]);
const said = (code) => (code === 0 ? 'passed' : 'FAILED');
console.log(
  `::: npm test took ${elapsed()}: unit and API ${said(unitCode)}, browser ${said(browserCode)} and ${said(laterCode)}`,
);
process.exit(browserCode === 0 && unitCode === 0 && laterCode === 0 ? 0 : 1);
