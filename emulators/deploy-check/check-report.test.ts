import { describe, expect, it } from 'vitest';
import { fail, failEachOr, formatReport, ok, warn } from './check-report.js';

describe('formatReport', () => {
  it('prints each check with its mark and details, and the verdict', () => {
    const report = formatReport(
      [
        { title: 'Functions', checks: [ok('loaded', ['api (https)']), warn('no lockfile')] },
        { title: 'Web', checks: [fail('maps served', ['assets/a.js.map'])] },
      ],
      97.4,
    );
    expect(report).toBe(
      [
        '',
        '== Functions',
        '[  ok  ] loaded',
        '           api (https)',
        '[ warn ] no lockfile',
        '',
        '== Web',
        '[ FAIL ] maps served',
        '           assets/a.js.map',
        '',
        'Deploy check FAILED: 3 checks, 1 failed, 1 warnings, 97 s.',
        '',
      ].join('\n'),
    );
  });

  it('passes when nothing failed', () => {
    expect(formatReport([{ title: 'x', checks: [ok('fine')] }], 1)).toContain(
      'Deploy check passed: 1 checks, 0 failed, 0 warnings',
    );
  });
});

it('shows at most ten details per check', () => {
  const details = Array.from({ length: 13 }, (_, index) => `assets/${index}.js.map`);
  const report = formatReport([{ title: 'Web', checks: [fail('maps served', details)] }], 1);
  expect(report).toContain('assets/9.js.map\n           ... and 3 more\n');
  expect(report).not.toContain('assets/10.js.map');
});

describe('failEachOr', () => {
  it.each([
    [[], ['ok: all good']],
    [
      ['a', 'b'],
      ['fail: a', 'fail: b'],
    ],
  ])('%j', (problems, expected) => {
    expect(failEachOr(problems, 'all good').map((c) => `${c.outcome}: ${c.text}`)).toEqual(
      expected,
    );
  });
});
