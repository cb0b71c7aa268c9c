import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './runtime-aliases.ts';

// Used alone (`vitest run --root apps/web`) and as the `web` project of a
// root config with `test.projects`.
export default defineConfig({
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
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Libraries that import React must go through Vite for the aliases to reach them.
    server: {
      deps: {
        inline: [/react-router/, /@tanstack\/react-query/, /zustand/, /lucide-react/, /react-leaflet/],
      },
    },
  },
});
