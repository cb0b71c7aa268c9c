// The stylesheet's own component classes (`.btn-primary`, `.page-container`, …) are names in
// markup that Tailwind does not generate: one used in a component but never defined draws
// nothing, silently (a "secondary" button once rendered as 24 px of plain text). Every such
// name written anywhere in the app must be a rule of index.css.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedModules, webSource as source } from './test/source-files';

/** The prefixes of the classes index.css defines for components (Tailwind has none of them). */
const OWN_CLASS = /^(?:btn|page)-[a-z0-9-]+$/;

describe('component classes', () => {
  it('are defined by the stylesheet wherever markup uses one', () => {
    const css = readFileSync(path.join(source, 'index.css'), 'utf8');
    const defined = new Set([...css.matchAll(/\.([a-z][a-z0-9-]*)[\s,:{]/g)].map((match) => match[1]));
    const used = new Map<string, string>();
    for (const file of shippedModules()) {
      // A class is in a className, or in a list of classes kept in a constant (two or more names).
      for (const literal of readFileSync(file, 'utf8').matchAll(/(className=\{?)?['"`]([^'"`\n]*)['"`]/g)) {
        const tokens = literal[2]!.trim().split(/\s+/);
        if (!literal[1] && tokens.length < 2) continue;
        for (const token of tokens) {
          if (OWN_CLASS.test(token)) used.set(token, path.relative(source, file));
        }
      }
    }
    expect(used.size).toBeGreaterThanOrEqual(3);
    expect([...used].filter(([name]) => !defined.has(name))).toEqual([]);
  });
});
