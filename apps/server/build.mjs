// Bundles the server into one ESM file. Workspace code (@nyumba/domain) is compiled
// in; packages from node_modules stay external so native ones (argon2, sharp) load as usual.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@nyumba/'));

await build({
  // The calendar reader runs in a worker thread of its own (modules/bookings/ical-import.ts
  // finds it beside main.js).
  entryPoints: { main: 'src/main.ts', 'ical-worker': 'src/modules/bookings/ical-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __nyumbaCreateRequire } from 'node:module'; const require = __nyumbaCreateRequire(import.meta.url);",
  },
  // The domain package says it has no side effects, so esbuild may drop the code that
  // initialises one of its modules when that module is also loaded by import() (the
  // contracts load their schemas that way): the bundle then reads a constant before it is
  // set. The bundled code is only ours, so reading every module plainly costs nothing.
  ignoreAnnotations: true,
  logLevel: 'warning',
});
