import { describe, expect, it } from 'vitest';
import { weightAnswer } from '../../../shared/domain/measurements';
import type { Selections } from '../../../shared/domain/onboarding/selections';
import { fastingLevel, goalChartData } from './goal-chart';

const today = new Date('2026-01-01T00:00:00Z');
const weight = weightAnswer(80, 'kg');
const goal = weightAnswer(70, 'kg');

describe('goalChartData — only when the goal weight and a fasting level are known', () => {
  it.each<[string, Selections, boolean]>([
    ['all answered', { weight, perfect_weight: goal, fasting_knowledge: 'nothing' }, true],
    ['no fasting level', { weight, perfect_weight: goal }, false],
    ['unknown fasting answer', { weight, perfect_weight: goal, fasting_knowledge: 'lots' }, false],
    ['no goal weight', { weight, fasting_knowledge: 'expert' }, false],
    ['no current weight', { perfect_weight: goal, fasting_knowledge: 'expert' }, false],
    ['nothing answered', {}, false],
    ['malformed goal', { weight, perfect_weight: '70', fasting_knowledge: 'a_bit' }, false],
  ])('%s → shown %s', (_label, selections, shown) => {
    expect(goalChartData(selections, today) !== null).toBe(shown);
  });

  it('carries the weights in kg, the answered unit, the plan date and the level', () => {
    const data = goalChartData(
      {
        weight: weightAnswer(176, 'lb'),
        perfect_weight: weightAnswer(165, 'lb'),
        fasting_knowledge: 'a_bit',
      },
      today,
    );
    expect(data?.unit).toBe('lb');
    expect(data?.startKg).toBeCloseTo(79.8, 1);
    expect(data?.goalKg).toBeCloseTo(74.8, 1);
    expect(data?.targetDate.toISOString().slice(0, 10)).toBe('2026-02-19');
    expect(data?.fastingLevel).toBe('advanced');
  });
});

describe('fastingLevel', () => {
  it.each([
    ['nothing', 'beginner'],
    ['a_bit', 'advanced'],
    ['expert', 'expert'],
    ['other', undefined],
    [undefined, undefined],
    [3, undefined],
  ])('%s → %s', (answer, level) => {
    expect(fastingLevel(answer)).toBe(level);
  });
});
