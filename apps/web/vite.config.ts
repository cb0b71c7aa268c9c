import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';
import { serviceWorker } from './service-worker-plugin.ts';
import { preactAliases } from './runtime-aliases.ts';
import { firstLoadChunk } from './first-load-chunk.ts';
import { startFiles } from './start-files.ts';

const apiServer = 'http://localhost:3000';

// /upload is also a screen of the app: a browser navigation (GET for HTML)
// gets the app, while the image upload POST goes to the server.
const uploadProxy: ProxyOptions = {
  target: apiServer,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

// `vite build --ssr src/entry-server.tsx` builds the server renderer (dist-ssr/):
// one self-contained file, dependencies included, so it renders through the same
// preact/compat aliases as the browser build rather than Node's copy of React.
const serverRenderBuild: UserConfig = {
  plugins: [react(), tailwindcss()],
  resolve: { alias: preactAliases },
  ssr: { noExternal: true, target: 'node' },
  build: { outDir: 'dist-ssr', emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderBuild
    : {
        plugins: [react(), tailwindcss(), startFiles(), serviceWorker(), precompress()],
        resolve: { alias: preactAliases },
        server: {
          // scripts/dev.mjs gives the API server this address as its PUBLIC_URL (the one
          // origin its same-origin check accepts): Vite must not drift to another port.
          port: 5173,
          strictPort: true,
          proxy: {
            '/api': { target: apiServer },
            '/upload': uploadProxy,
            '/images': { target: apiServer },
          },
        },
        build: {
          outDir: 'dist',
          // Every browser the app supports preloads modules itself (Chrome 66, Safari 17,
          // Firefox 115); where one does not, the link is ignored and the imports still load.
          // The polyfill was 0.3 KB of the boot script every first visit runs.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // The framework every screen needs changes far less often than our
                    // code: a separate chunk stays cached across deploys. Only list
                    // packages the home route loads anyway, or they would join its
                    // first load (never add leaflet or quill here).
                    name: 'vendor',
                    test: /[\\/]node_modules[\\/](preact|react-router|@tanstack|zustand)[\\/]/,
                    priority: 2,
                  },
                  // The rest of what the app's start needs, in one file with it.
                  { ...firstLoadChunk('src/main.tsx', 'shell'), priority: 1 },
                ],
              },
            },
          },
        },
      },
);
