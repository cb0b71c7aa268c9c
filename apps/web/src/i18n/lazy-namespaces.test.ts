// The moderation texts ride with the moderation screens, not in the shell (en.ts
// LAZY_NAMESPACES): a module that says t('moderation.…') without loading them first would draw
// the key itself. This walk keeps every such module importing its namespace's texts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAZY_NAMESPACES } from './en';

const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'i18n' ? [] : files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('texts that load with their screens', () => {
  it('are loaded by every module that uses them', () => {
    const missing: string[] = [];
    let users = 0;
    for (const file of files(source)) {
      const text = readFileSync(file, 'utf8');
      for (const name of LAZY_NAMESPACES) {
        if (file.endsWith(`${name}-texts.ts`) || !new RegExp(`\\bt\\(\\s*['\`]${name}\\.`).test(text)) continue;
        users += 1;
        if (!text.includes(`${name}-texts'`)) missing.push(`${path.relative(source, file)} (${name})`);
      }
    }
    expect(users).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
