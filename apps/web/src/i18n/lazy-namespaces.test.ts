// The moderation texts ride with the moderation screens, not in the shell (en.ts
// LAZY_NAMESPACES): a module that says t('moderation.…') without loading them first would draw
// the key itself. This walk keeps every such module importing its namespace's texts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedModules, webSource as source } from '../test/source-files';
import { LAZY_NAMESPACES } from './en';

describe('texts that load with their screens', () => {
  it('are loaded by every module that uses them', () => {
    const missing: string[] = [];
    let users = 0;
    for (const file of shippedModules()) {
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
