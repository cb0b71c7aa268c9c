// Bundles the server into one ESM file. Workspace code (@nyumba/domain) is compiled
// in; packages from node_modules stay external so native ones (argon2, sharp) load as usual.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@nyumba/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
  logLevel: 'warning',
});
