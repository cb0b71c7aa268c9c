import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's source folder (apps/web/src). */
export const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every module under `dir` that ships (not tests), skipping the texts' own folder (i18n). */
export function shippedModules(dir: string = webSource): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'i18n' ? [] : shippedModules(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}
