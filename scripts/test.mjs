#!/usr/bin/env node
// `npm test`: every test, the unit and API suite (Vitest) and the browser suite
// (Playwright) at once rather than one after the other.
//
// Why at once: on a 2-core machine the browser suite keeps about 1.2 cores busy (it waits
// on Chromium's frames and the server's answers), so run alone it leaves most of a core
// idle for 12 minutes, and the two suites back to back took 17-18 minutes in CI. They
// share nothing: Vitest's API tests build their own databases and servers on ports the
// system hands out; the browser tests run against their own server and data folder.
//
// The browser suite's server listens on a port below every system's range of ports handed
// out for port 0 (playwright.config.ts), so no API test can be given it. Playwright's lines
// stream as they come; Vitest's are kept in a temporary unit.log and printed whole when it
// ends, so the two never interleave. Both run to the end; the exit code fails if either
// failed.
//
// The browser suite comes in two parts (playwright.config.ts E2E_PART): the first from the
// start, the second once Vitest has ended. Vitest ends first (580 of 940 s in CI), and the
// browser suite alone keeps 1.2 of 2 cores busy: the rest of its specs, on a server of their
// own, use what is left. Two browser workers from the start were slower (981 s): three
// busy suites on two cores slowed each other. The second part's lines are printed whole
// when it ends, as Vitest's are.
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

// Each part's server and the phone project's on ports of their own (the phone's is port + 1).
const port = 20000 + 4 * Math.floor(Math.random() * 2500);
console.log(`::: browser tests (Playwright), first part, started`);
const browser = run('npx', ['playwright', 'test'], null, { E2E_PART: 'first', E2E_PORT: String(port) });

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

const unit = runLogged('unit and API tests (Vitest)', 'npx', ['vitest', 'run']);
const later = unit.then(() =>
  runLogged('browser tests (Playwright), second part', 'npx', ['playwright', 'test'], {
    E2E_PART: 'second',
    E2E_PORT: String(port + 2),
  }),
);

const [browserCode, unitCode, laterCode] = await Promise.all([browser, unit, later]);
const said = (code) => (code === 0 ? 'passed' : 'FAILED');
console.log(
  `::: npm test took ${elapsed()}: unit and API ${said(unitCode)}, browser ${said(browserCode)} and ${said(laterCode)}`,
);
process.exit(browserCode === 0 && unitCode === 0 && laterCode === 0 ? 0 : 1);
