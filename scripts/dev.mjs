#!/usr/bin/env node
// npm run dev: the API server (restarts on change) and Vite's dev server (hot reload)
// side by side; Vite proxies /api, /upload and /images to the API server.
// The API server runs from the repository root, as `npm start` does, so it reads the same
// `.env` and resolves DATA_DIR from the same place.
import { spawn } from 'node:child_process';
import path from 'node:path';

// People reach the app at Vite's address, so that is the API server's PUBLIC_URL: the
// same-origin check then accepts the pages Vite serves, and only them.
const DEV_ORIGIN = 'http://localhost:5173';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(path.join(root, 'node_modules/.bin/tsx'), ['watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Pretty logs; the shell's NODE_ENV still wins, and beats `.env` (which says production).
    env: { NODE_ENV: 'development', PUBLIC_URL: DEV_ORIGIN, ...process.env },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@nyumba/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
