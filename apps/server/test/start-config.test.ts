import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runEntry, type ChildRun } from './server-child.ts';

// `npm start`, `npm run dev` and `npm run db:*` as an operator runs them: from a folder
// holding a `.env`, on a port the system picks. Each child gets only the environment shown.

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function folderWithEnvFile(lines: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-env-'));
  dirs.push(dir);
  await writeFile(path.join(dir, '.env'), `${lines.join('\n')}\n`);
  return dir;
}

/** The address in the start line, once the server has printed it. */
async function servedAddress(server: ChildRun): Promise<string> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  // Generous: PGlite's first start runs initdb, slow on a busy 2-core machine.
  for (let i = 0; i < 1200 && !exited; i += 1) {
    const match = /Nyumba is serving (http:\/\/[^\s"]+)/.exec(server.output());
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no start line:\n${server.output()}`);
}

async function stop(server: ChildRun): Promise<void> {
  server.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe('starting the server', () => {
  it('reads .env from its working directory, lets the environment win, and prints the port it bound', async () => {
    const cwd = await folderWithEnvFile([
      '# as .env.example has them: comments, blanks and inline comments',
      '',
      'DATA_DIR=./data-from-env-file   # relative to the working directory',
      'PUBLIC_URL=https://from-env-file.example',
      'SEED_DEMO=true',
      'PORT=3000',
      'LOG_LEVEL=info',
    ]);
    const server = runEntry(
      'main.ts',
      [],
      { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false', SMS_OUTBOX: 'true' },
      cwd,
    );
    const url = await servedAddress(server);

    // PORT=0 from the environment beat the file's 3000, and the line names the real port.
    const port = Number(new URL(url).port);
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(3000);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // SEED_DEMO=false from the environment beat the file's true.
    const listings = (await (await fetch(`${url}/api/listing/getall`)).json()) as { total: number };
    expect(listings.total).toBe(0);
    // What only the file set was used: the database folder and the public address.
    expect(existsSync(path.join(cwd, 'data-from-env-file', 'db'))).toBe(true);
    expect(server.output()).toContain('(PUBLIC_URL is https://from-env-file.example)');
    // Production logs are JSON lines, one object each, for the log collector.
    const lines = server.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    await stop(server);
  }, 120_000);

  it('pretty-prints its logs in development', async () => {
    const cwd = await folderWithEnvFile(['NODE_ENV=production', 'DATA_DIR=./data']);
    // As `npm run dev` starts it: NODE_ENV=development in the environment beats `.env`.
    const server = runEntry(
      'main.ts',
      [],
      { NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false' },
      cwd,
    );
    const url = await servedAddress(server);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('Nyumba is serving'))!;
    // pino-pretty's shape: "[time] INFO (pid): message", not a JSON object.
    expect(line).toMatch(/INFO.*: Nyumba is serving http:\/\/127\.0\.0\.1:\d+ on PGlite \(\.\/data\)/);
    expect(line.trimStart().startsWith('{')).toBe(false);
    await stop(server);
  }, 120_000);
});

describe('npm start (--demo, NODE_ENV unset)', () => {
  it("makes the demo's moderator a moderator, as the README says", async () => {
    const cwd = await folderWithEnvFile(['DATA_DIR=./demo-data']);
    // As `npm start` runs it: `node apps/server/dist/main.js --demo`, no NODE_ENV.
    const server = runEntry('main.ts', ['--demo'], { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' }, cwd);
    const url = await servedAddress(server);
    const signIn = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'moderator@demo.nyumba.co.ke', password: 'nyumba-demo-mod' }),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { moderator: boolean }).moderator).toBe(true);
    await stop(server);
  }, 180_000);
});

describe('npm run db:migrate and db:seed', () => {
  const task = async (name: string, env: Record<string, string>, cwd: string) => {
    const run = runEntry('tasks.ts', [name], env, cwd);
    const code = await run.exited;
    return { code, output: run.output() };
  };

  it('migrate, then seed once, the database that .env names', async () => {
    const cwd = await folderWithEnvFile(['DATA_DIR=./tasks-data', 'LOG_LEVEL=silent']);
    const where = 'PGlite (./tasks-data)';

    const first = await task('migrate', {}, cwd);
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toMatch(new RegExp(`^Applied 0000_\\S+(, \\d{4}_\\S+)* to ${escape(where)}\\n$`));
    expect(existsSync(path.join(cwd, 'tasks-data', 'db'))).toBe(true);
    expect(await task('migrate', {}, cwd)).toEqual({ code: 0, output: `${where} is up to date\n` });

    const seeded = await task('seed', {}, cwd);
    expect(seeded.code).toBe(0);
    expect(seeded.output).toContain('Seeded 60 demo listings');
    const again = await task('seed', {}, cwd);
    expect(again.code).toBe(0);
    expect(again.output).toContain('already has users');
    expect(again.output).not.toContain('Seeded');
  }, 180_000);

  it('refuses a bad DATABASE_URL in .env with one line naming it', async () => {
    const cwd = await folderWithEnvFile(['DATABASE_URL=mysql://nope']);
    const run = runEntry('tasks.ts', ['migrate'], {}, cwd);
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL \(got "\*\*\*"\)\n$/,
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
