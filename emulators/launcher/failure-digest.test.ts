import { describe, expect, it } from 'vitest';
import { failureDigest } from './failure-digest.js';

const FAILED_RUN = [
  '\u001b[32m✓\u001b[39m src/a.test.ts (3 tests) 20ms',
  '\u001b[31m❯\u001b[39m src/b.test.ts (2 tests | 1 failed) 31ms',
  '',
  '\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
  '',
  ' FAIL  src/b.test.ts > rate limits > answers 429 after three requests',
  'AssertionError: expected 200 to be 429 // Object.is equality',
  ' ❯ src/b.test.ts:12:5',
  '     10|     await call();',
  '     11|     const response = await call();',
  '     12|     expect(response.status).toBe(429);',
  '       |                             ^',
  '',
  '⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯',
  '',
  ' Test Files  1 failed | 1 passed (2)',
  '      Tests  1 failed | 4 passed (5)',
  '   Start at  11:45:02',
  '   Duration  1.20s',
].join('\n');

describe('failureDigest', () => {
  it('keeps the failed test, its message and where, then the summary, without colours or code frames', () => {
    expect(failureDigest(FAILED_RUN)).toEqual([
      'Failed Tests 1',
      ' FAIL  src/b.test.ts > rate limits > answers 429 after three requests',
      'AssertionError: expected 200 to be 429 // Object.is equality',
      ' ❯ src/b.test.ts:12:5',
      'Test Files  1 failed | 1 passed (2)',
      'Tests  1 failed | 4 passed (5)',
    ]);
  });

  it('reports unhandled errors, which fail a run whose tests all passed', () => {
    const output = [
      ' ✓ src/server.test.ts (4 tests) 40ms',
      '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
      'Vitest caught 1 unhandled error during the test run.',
      'Error: listen EADDRINUSE: address already in use 127.0.0.1:5000',
      ' ❯ Server.setupListenHandle node:net:1908:21',
      ' Test Files  4 passed (4)',
      '      Tests  40 passed (40)',
      '     Errors  1 error',
    ].join('\n');
    expect(failureDigest(output)).toEqual([
      'Unhandled Errors',
      'Vitest caught 1 unhandled error during the test run.',
      'Error: listen EADDRINUSE: address already in use 127.0.0.1:5000',
      ' ❯ Server.setupListenHandle node:net:1908:21',
      'Test Files  4 passed (4)',
      'Tests  40 passed (40)',
      'Errors  1 error',
    ]);
  });

  it('cuts long details to the room it is given and says so', () => {
    const many = Array.from({ length: 30 }, (_, index) => ` FAIL  src/t.test.ts > case ${index}`);
    const output = ['⎯⎯ Failed Tests 30 ⎯⎯', ...many, ' Tests  30 failed (30)'].join('\n');
    const digest = failureDigest(output, 10);
    expect(digest).toHaveLength(10);
    expect(digest.at(-2)).toBe('…');
    expect(digest.at(-1)).toBe('Tests  30 failed (30)');
  });

  it('gives the last lines of a command that is not vitest', () => {
    const output = ['building…', '', 'tsc: error TS2322 in src/x.ts', 'exit 2'].join('\n');
    expect(failureDigest(output)).toEqual(['building…', 'tsc: error TS2322 in src/x.ts', 'exit 2']);
  });
});
