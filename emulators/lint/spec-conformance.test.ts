import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RepoFiles } from './spec-conformance.rules.js';
import {
  conformanceProblems,
  parseConformance,
  specCopyProblems,
  specHeadings,
} from './spec-conformance.rules.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SPEC_DIR = join(ROOT, 'docs/spec');
/** The shared original beside the repository; a fresh clone (CI) has none. */
const SHARED_SPEC_DIR = resolve(ROOT, '../shared/spec');

const markdownFiles = (dir: string) =>
  new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')] as const),
  );

const repo: RepoFiles = {
  isFile: (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile(),
  exists: (path) => existsSync(join(ROOT, path)),
  read: (path) => readFileSync(join(ROOT, path), 'utf8'),
};

describe('docs/spec-conformance.md', () => {
  const specs = markdownFiles(SPEC_DIR);
  const headings = [...specs].flatMap(([name, markdown]) =>
    specHeadings(name.slice(0, 2), markdown),
  );

  it('reads the numbered headings of both spec documents', () => {
    expect([...specs.keys()].sort()).toEqual([
      '01-onboarding-and-accounts.md',
      '02-checkout-and-subscriptions.md',
    ]);
    expect(headings.filter(({ doc }) => doc === '01')).toHaveLength(13);
    expect(headings.filter(({ doc }) => doc === '02')).toHaveLength(32);
  });

  it('has a row for every numbered heading, and every test and file it names exists', () => {
    const table = parseConformance(readFileSync(join(ROOT, 'docs/spec-conformance.md'), 'utf8'));
    expect(table.rows.length).toBeGreaterThan(400);
    expect(conformanceProblems(headings, table, repo)).toEqual([]);
  });

  it('docs/spec/ is a verbatim copy of ../shared/spec/ where that exists', () => {
    const original = existsSync(SHARED_SPEC_DIR) ? markdownFiles(SHARED_SPEC_DIR) : specs;
    expect(specCopyProblems(specs, original)).toEqual([]);
  });
});
