import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './runtime-aliases.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files that replace a module with vi.mock. The other files of a worker share one
 * module graph (isolate: false: 145 s → 46 s for this suite), where the real module may
 * already be loaded when a mock is declared; these keep a graph of their own (the
 * `web-isolated` project, vitest.isolated.config.ts). Found by reading, so a new one
 * cannot land in the shared graph by mistake.
 */
export const filesThatMock: string[] = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));

/** The web tests: `shared` files share their worker's modules and page; the others are isolated. */
export function webProject(shared: boolean) {
  return defineConfig({
    plugins: [react()],
    // The tests render on the runtime the app ships with (see runtime-aliases.ts).
    // Testing Library's React flavour drives react-dom itself, so its Preact
    // flavour (same queries, render, renderHook and act) stands in for it.
    resolve: {
      alias: [
        ...preactAliases,
        {
          find: /^@testing-library\/react$/,
          replacement: fileURLToPath(new URL('./src/test/testing-library.ts', import.meta.url)),
        },
      ],
      // ES module builds, whose imports the aliases can rewrite (CommonJS builds would
      // require() the real React behind Vite's back).
      conditions: ['module', 'browser', 'development|production'],
    },
    test: {
      name: shared ? 'web' : 'web-isolated',
      environment: 'jsdom',
      include: shared ? ['src/**/*.test.{ts,tsx}'] : filesThatMock,
      exclude: [...configDefaults.exclude, ...(shared ? filesThatMock : [])],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // One module graph per worker instead of one per file (see filesThatMock). What a page
      // load would reset lives with the page (lib/page-data.ts keys what it read to the
      // page's data block), and setup.ts empties the page after each file.
      isolate: !shared,
      unstubGlobals: true,
      // Libraries that import React must go through Vite for the aliases to reach them.
      server: {
        deps: {
          inline: [/react-router/, /@tanstack\/react-query/, /zustand/, /lucide-react/, /react-leaflet/],
        },
      },
    },
  });
}

// Used alone (`vitest run --root apps/web`, the shared files) and as the `web` project of
// the root config's `test.projects`.
export default webProject(true);
