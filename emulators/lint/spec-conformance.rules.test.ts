import { describe, expect, it } from 'vitest';
import type { RepoFiles } from './spec-conformance.rules.js';
import {
  conformanceProblems,
  parseConformance,
  specCopyProblems,
  specHeadings,
  tableCells,
} from './spec-conformance.rules.js';

const SPEC = [
  '# Specification',
  '## 1. What it does',
  '- Visitors pay.',
  '## 2. Screens',
  '### 2.1 Route families',
  '1. Not a heading.',
  '#### 2.1.1 Too deep to count',
  '### 2.2 Onboarding steps',
].join('\n');

const FILES: Record<string, string> = {
  'web/src/pay.ts': 'export const pay = 1;',
  'web/src/pay.test.ts': "it('pays by card, then %s', () => {});",
};

const repo: RepoFiles = {
  isFile: (path) => path in FILES,
  exists: (path) => path in FILES || path === 'web/src' || path === 'web/src/',
  read: (path) => FILES[path],
};

const ROWS_HEADER = '| Id | Requirement | Where | Test | Status |\n|---|---|---|---|---|';
const table = (...rows: string[]) => `${ROWS_HEADER}\n${rows.join('\n')}\n`;
const ALL_COVERED = [
  '| 01-1-1 | Visitors pay | `web/src/pay.ts` | `web/src/pay.test.ts` › "pays by card" | built |',
  '| 01-2.1-1 | Routes | `web/src/` | | untested |',
  '| 01-2.2-1 | Steps | | | missing |',
];

const problemsOf = (markdown: string) =>
  conformanceProblems(specHeadings('01', SPEC), parseConformance(markdown), repo);

describe('specHeadings', () => {
  it('reads the numbered ## and ### headings only', () => {
    expect(specHeadings('01', SPEC)).toEqual([
      { doc: '01', section: '1', title: 'What it does' },
      { doc: '01', section: '2', title: 'Screens' },
      { doc: '01', section: '2.1', title: 'Route families' },
      { doc: '01', section: '2.2', title: 'Onboarding steps' },
    ]);
  });
});

describe('tableCells', () => {
  it('keeps an escaped pipe inside its cell', () => {
    expect(tableCells('| a | b \\| c | `d` |')).toEqual(['a', 'b | c', '`d`']);
  });

  it('is no table line without the outer pipes', () => {
    expect(tableCells('a | b')).toBeNull();
  });
});

describe('conformanceProblems', () => {
  it('passes a table that covers every heading with existing files and titles', () => {
    expect(problemsOf(table(...ALL_COVERED))).toEqual([]);
  });

  it.each([
    [
      'a numbered heading without a row',
      table(ALL_COVERED[0] as string, ALL_COVERED[1] as string),
      '01 §2.2 (Onboarding steps) has no row',
    ],
    [
      'a test file that does not exist',
      table(
        ...ALL_COVERED,
        '| 01-1-2 | Refunds | | `web/src/refund.test.ts` › "refunds" | built |',
      ),
      'line 6 (01-1-2): test file web/src/refund.test.ts does not exist',
    ],
    [
      'a title the test file does not have',
      table(
        ...ALL_COVERED,
        '| 01-1-2 | Wallets | | `web/src/pay.test.ts` › "pays by wallet" | built |',
      ),
      'line 6 (01-1-2): web/src/pay.test.ts has no title "pays by wallet"',
    ],
    [
      'a source file that does not exist',
      table(...ALL_COVERED, '| 01-1-2 | Wallets | `web/src/wallet.ts` | | untested |'),
      'line 6 (01-1-2): web/src/wallet.ts does not exist',
    ],
    [
      'a path that is no test file',
      table(...ALL_COVERED, '| 01-1-2 | Wallets | | `web/src/pay.ts` › "pay" | built |'),
      'line 6 (01-1-2): web/src/pay.ts is no test file',
    ],
    [
      'a test named without a quoted title',
      table(...ALL_COVERED, '| 01-1-2 | Wallets | | `web/src/pay.test.ts` | built |'),
      'line 6 (01-1-2): every test is `path` › "title" (`web/src/pay.test.ts`)',
    ],
    [
      'a built row without a test',
      table(...ALL_COVERED, '| 01-1-2 | Wallets | `web/src/pay.ts` | | built |'),
      'line 6 (01-1-2): built, but names no test (say untested)',
    ],
    [
      'an unknown status',
      table(...ALL_COVERED, '| 01-1-2 | Wallets | | | done |'),
      'line 6 (01-1-2): status "done" is not one of built, partial, missing, deviation, untested',
    ],
    [
      'an id used twice',
      table(...ALL_COVERED, '| 01-1-1 | Wallets | | | missing |'),
      'line 6 (01-1-1): the id is used twice',
    ],
    [
      'a section the spec does not have',
      table(...ALL_COVERED, '| 01-3.1-1 | Wallets | | | missing |'),
      'line 6 (01-3.1-1): 01 has no numbered heading §3.1',
    ],
    [
      'a malformed id',
      table(...ALL_COVERED, '| 1-1-2 | Wallets | | | missing |'),
      'line 6: "1-1-2" is no row id (like 02-4.13-3)',
    ],
    [
      'a deviation the deviations table does not name',
      table(...ALL_COVERED, '| 01-1-2 | Wallets | | | deviation |'),
      'line 6 (01-1-2): a deviation the deviations table does not name',
    ],
    [
      'a deviation naming a row that is not there',
      `${table(...ALL_COVERED)}\n| Id | Deviation | Reason |\n|---|---|---|\n| D1 | 01-1-9 differs | why |\n`,
      'line 9 (D1): the deviation names row 01-1-9, which is not there',
    ],
  ])('fails on %s', (_case, markdown, problem) => {
    expect(problemsOf(markdown)).toEqual([problem]);
  });

  it('accepts a deviation the deviations table names', () => {
    const markdown = `${table(...ALL_COVERED, '| 01-1-2 | Wallets | | | deviation |')}\n| Id | Deviation | Reason |\n|---|---|---|\n| D1 | 01-1-2: no wallets | why |\n`;
    expect(problemsOf(markdown)).toEqual([]);
  });

  it('accepts several tests in one cell', () => {
    const cell = '`web/src/pay.test.ts` › "pays by card"; `web/src/pay.test.ts` › "then %s"';
    expect(problemsOf(table(...ALL_COVERED, `| 01-1-2 | Twice | | ${cell} | built |`))).toEqual([]);
  });
});

describe('specCopyProblems', () => {
  const original = new Map([
    ['01.md', 'one'],
    ['02.md', 'two'],
  ]);

  it('passes a verbatim copy', () => {
    expect(specCopyProblems(new Map(original), original)).toEqual([]);
  });

  it('names a changed, a missing and an extra file', () => {
    const copy = new Map([
      ['01.md', 'one, edited'],
      ['03.md', 'three'],
    ]);
    expect(specCopyProblems(copy, original)).toEqual([
      'docs/spec/01.md differs from the original',
      'docs/spec/02.md is missing (the original has it)',
      'docs/spec/03.md is not in the original',
    ]);
  });
});
