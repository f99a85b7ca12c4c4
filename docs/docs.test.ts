/** The README is read top to bottom by newcomers: a section written twice is a section that will drift. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Markdown headings outside fenced code blocks. */
function headings(markdown: string): string[] {
  let fenced = false;
  const found: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,6}\s/.test(line)) found.push(line.trim());
  }
  return found;
}

const duplicates = (list: string[]) => list.filter((item, index) => list.indexOf(item) !== index);

describe('README', () => {
  it('finds headings, ignoring code blocks, and flags a repeated one', () => {
    const sample = '# A\n## B\n```sh\n# not a heading\n```\n## B\n';
    expect(headings(sample)).toEqual(['# A', '## B', '## B']);
    expect(duplicates(headings(sample))).toEqual(['## B']);
  });

  it('has no heading twice', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');
    expect(headings(readme).length).toBeGreaterThan(10);
    expect(duplicates(headings(readme))).toEqual([]);
  });
});
