import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from src/ (tsx, tests) and from dist/ (bundled); both live one
// level under the package root, so find the root by its package.json.
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@nyumba/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @nyumba/server package root');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const defaultWebDist = path.resolve(serverRoot, '..', 'web', 'dist');
