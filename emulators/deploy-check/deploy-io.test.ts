import { describe, expect, it } from 'vitest';
import { errorLines } from './deploy-io.js';

describe('errorLines', () => {
  it('keeps the message of a failed require, not its stack', () => {
    const output = [
      "Error: Cannot find module 'zod'",
      'Require stack:',
      '- /tmp/x/lib/index.js',
      '    at Function._resolveFilename (node:internal/modules/cjs/loader:1430:15)',
      '    at require (node:internal/modules/helpers:147:16)',
    ].join('\n');
    expect(errorLines(output)).toEqual([
      "Error: Cannot find module 'zod'",
      'Require stack:',
      '- /tmp/x/lib/index.js',
    ]);
  });

  it('keeps the first lines of output without a stack', () => {
    expect(errorLines('a\nb\nc', 2)).toEqual(['a', 'b']);
  });
});
