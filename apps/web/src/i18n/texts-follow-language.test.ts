// A component that reads the language once (`currentLanguage()` into a constant) is not drawn
// again when the person switches language: My bookings stayed in English after the switch to
// Kiswahili until a reload (issue 41). Components take the language through useLanguage() or
// their texts through useTexts(), which redraw on a switch; this walk keeps it so.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.tsx') ? [full] : [];
  });
}

/** Lines where a component or hook keeps the language, or texts in it, in a constant. */
function frozenLanguage(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  let owner = '';
  const found: string[] = [];
  lines.forEach((line, index) => {
    const start = /^(?:export )?(?:default )?function (\w+)/.exec(line);
    if (start) owner = start[1]!;
    const isComponent = /^[A-Z]/.test(owner) || owner.startsWith('use');
    if (isComponent && /^ {2}const \w+ = (?:\w+Texts\()?currentLanguage\(\)\)?;/.test(line))
      found.push(`${path.relative(source, file)}:${index + 1} (${owner})`);
  });
  return found;
}

describe('screens follow a language switch', () => {
  it('no component keeps the language it was first drawn in', () => {
    const all = files(source);
    expect(all.length).toBeGreaterThan(100);
    expect(all.flatMap(frozenLanguage)).toEqual([]);
  });
});
