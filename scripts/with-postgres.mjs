#!/usr/bin/env node
// Usage: node scripts/with-postgres.mjs <command...>
// Runs the command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster.
import { spawn } from 'node:child_process';
import { startPostgres } from './postgres-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres.mjs <command...>');
  process.exit(2);
}
const cluster = await startPostgres();
console.log(`PostgreSQL ${cluster.url} (pid ${cluster.pid})`);
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
