import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/README.md is where a newcomer finds the documents: one written but not listed there
// (reviews.md and decision 0023 once) is as good as lost.
const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');
const index = readFileSync(path.join(docs, 'README.md'), 'utf8');
const linked = new Set([...index.matchAll(/\]\(([^)#]+)\)/g)].map((match) => match[1]));

describe('the docs index', () => {
  it('links every document in docs/', () => {
    const documents = readdirSync(docs).filter((file) => file.endsWith('.md') && file !== 'README.md');
    expect(documents.filter((file) => !linked.has(file))).toEqual([]);
  });

  it('lists every decision record in its table, by number', () => {
    const records = readdirSync(path.join(docs, 'decisions')).filter((file) => /^\d{4}-.*\.md$/.test(file));
    expect(records.length).toBeGreaterThan(20);
    for (const record of records) {
      expect(index, record).toMatch(new RegExp(`^\\| \\[${record.slice(0, 4)}\\]\\(decisions/${record}\\) \\|`, 'm'));
    }
  });
});
