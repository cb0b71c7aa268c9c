#!/usr/bin/env node
// npm run dev: the API server (restarts on change) and Vite's dev server (hot reload)
// side by side; Vite proxies /api, /upload and /images to the API server.
import { spawn } from 'node:child_process';

// People reach the app at Vite's address, so that is the API server's PUBLIC_URL: the
// same-origin check then accepts the pages Vite serves, and only them.
const DEV_ORIGIN = 'http://localhost:5173';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@nyumba/server'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', DATA_DIR: `${process.cwd()}/data`, PUBLIC_URL: DEV_ORIGIN, ...process.env },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@nyumba/web'], { stdio: 'inherit' }),
];
const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
