import { describe, expect, it } from 'vitest';
import { weightAnswer } from '../../../shared/domain/measurements';
import { goalWeightText } from './goal-weight';

const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('goalWeightText', () => {
  it.each([
    [weightAnswer(70, 'kg'), 'en', '70 kg'],
    [weightAnswer(170, 'lb'), 'en', '170 lb'],
    [weightAnswer(70, 'kg'), 'de', '70 kg'],
    [undefined, 'en', null],
  ])('%j in %s → %s', (answer, locale, expected) => {
    const text = goalWeightText(answer, locale);
    expect(text === null ? null : nbsp(text)).toBe(expected);
  });
});
