import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Builds the service worker (src/service-worker/sw.ts) to dist/sw.js after the app: one
 * file, not hashed (browsers look for an update at the same address), told this build's
 * VERSION and PRECACHE: index.html's own scripts and stylesheet, the offline page, the
 * manifest and icons. Everything else is kept as it is used (cache-rules.ts).
 */
export function serviceWorker(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'nyumba-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const linked = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
      const icons = (await readdir(path.join(outDir, 'icons'))).map((file) => `/icons/${file}`);
      // The shell (index.html as built, no screen drawn) opens any screen offline (sw.ts).
      const precache = [
        ...new Set(['/index.html', '/offline.html', '/manifest.webmanifest', '/favicon.svg', ...icons, ...linked]),
      ];
      const version = createHash('sha256').update(precache.join('\n')).update(index).digest('hex').slice(0, 12);
      await build({
        input: path.join(root, 'src', 'service-worker', 'sw.ts'),
        write: true,
        output: {
          file: path.join(outDir, 'sw.js'),
          format: 'iife',
          minify: true,
          banner: `const VERSION=${JSON.stringify(version)};const PRECACHE=${JSON.stringify(precache)};`,
        },
      });
    },
  };
}
