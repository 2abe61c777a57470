import { describe, expect, it } from 'vitest';
import { hasSourceMapComment, sourceMapChecks } from './source-maps.rules.js';

describe('hasSourceMapComment', () => {
  it.each([
    ['console.log(1);\n//# sourceMappingURL=index-abc.js.map', true],
    ['a{color:red}\n/*# sourceMappingURL=index.css.map */', true],
    ['//@ sourceMappingURL=old.js.map', true],
    ['console.log(1);', false],
  ])('%j', (text, expected) => {
    expect(hasSourceMapComment(text)).toBe(expected);
  });
});

describe('sourceMapChecks', () => {
  const outcomes = (...args: Parameters<typeof sourceMapChecks>) =>
    sourceMapChecks(...args).map(({ outcome }) => outcome);
  const js = { path: 'assets/a.js', text: 'x()' };
  it.each<[string, Parameters<typeof sourceMapChecks>, string[]]>([
    [
      'hidden and not served',
      [[js], ['assets/a.js', 'assets/a.js.map'], ['assets/a.js']],
      ['ok', 'ok', 'ok'],
    ],
    [
      'no maps at all (sourcemap: false)',
      [[js], ['assets/a.js'], ['assets/a.js']],
      ['fail', 'ok', 'ok'],
    ],
    [
      'sourcemap: true',
      [
        [{ path: 'assets/a.js', text: 'x()\n//# sourceMappingURL=a.js.map' }],
        ['assets/a.js', 'assets/a.js.map'],
        ['assets/a.js'],
      ],
      ['ok', 'fail', 'ok'],
    ],
    [
      'maps served',
      [[js], ['assets/a.js', 'assets/a.js.map'], ['assets/a.js', 'assets/a.js.map']],
      ['ok', 'ok', 'fail'],
    ],
  ])('%s', (_, args, expected) => {
    expect(outcomes(...args)).toEqual(expected);
  });
});
