import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository carries its own design (docs/): nothing in it may point at files that
// live beside it on one developer's machine, which a clone would not have.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTSIDE = /\.\.\/shared\/|\/work\/shared|STACK-NOTES\.md/;

describe('the repository stands alone', () => {
  it('no tracked file points outside the repository', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && !file.endsWith('package-lock.json') && file !== 'scripts/repository-boundary.test.ts');
    const pointing = files.filter((file) => {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        return false; // listed but absent (a deletion not yet committed)
      }
      return OUTSIDE.test(text);
    });
    expect(pointing).toEqual([]);
  });
});
