import { describe, expect, it } from 'vitest';
import { compareDir, labelDir, pairShots, shotFileName, stepOfFile } from './screenshot-files';

describe('screenshot files', () => {
  it('names a screenshot by its order and step', () => {
    expect(shotFileName(1, 'loading')).toBe('01-loading.png');
    expect(shotFileName(27, 'special_occasion')).toBe('27-special_occasion.png');
    expect(shotFileName(104, 'checkout')).toBe('104-checkout.png');
    expect(shotFileName(3, 'a/b c')).toBe('03-a-b-c.png');
    expect(() => shotFileName(0, 'gender')).toThrow(/order/);
  });

  it('reads the step back from the name', () => {
    expect(stepOfFile('02-gender.png')).toBe('gender');
    expect(stepOfFile('summary.md')).toBeNull();
    expect(stepOfFile('gender.png')).toBeNull();
  });

  it('lays out labels, languages and comparisons under the root', () => {
    expect(labelDir('/r/.local/screenshots', 'before', 'de')).toBe(
      '/r/.local/screenshots/before/de',
    );
    expect(compareDir('/r/.local/screenshots', 'before', 'after')).toBe(
      '/r/.local/screenshots/compare-before-after',
    );
  });

  it('pairs the steps of two walks by step, not by order', () => {
    const before = ['01-loading.png', '02-gender.png', '03-age.png', '04-checkout.png'];
    const after = [
      '01-loading.png',
      '02-gender.png',
      '03-goal.png',
      '04-age.png',
      '05-checkout.png',
    ];
    expect(pairShots(before, after)).toEqual([
      { step: 'loading', a: '01-loading.png', b: '01-loading.png' },
      { step: 'gender', a: '02-gender.png', b: '02-gender.png' },
      { step: 'age', a: '03-age.png', b: '04-age.png' },
      { step: 'checkout', a: '04-checkout.png', b: '05-checkout.png' },
      { step: 'goal', b: '03-goal.png' },
    ]);
  });

  it('keeps a step a walk shows twice, and ignores other files', () => {
    expect(pairShots(['01-a.png', '02-b.png', '03-a.png', 'notes.txt'], ['01-a.png'])).toEqual([
      { step: 'a', a: '01-a.png', b: '01-a.png' },
      { step: 'b', a: '02-b.png', b: undefined },
      { step: 'a (2)', a: '03-a.png', b: undefined },
    ]);
  });
});
