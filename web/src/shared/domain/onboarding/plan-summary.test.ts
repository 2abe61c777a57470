import { describe, expect, it } from 'vitest';
import { heightAnswerFromCm, weightAnswer } from '../measurements';
import { planSummary } from './plan-summary';

const today = new Date('2026-01-01T00:00:00Z');

describe('planSummary', () => {
  it('derives BMI, bar, card, reinforcement and plan from the answers', () => {
    const summary = planSummary(
      {
        height: heightAnswerFromCm(200),
        weight: weightAnswer(100, 'kg'),
        perfect_weight: weightAnswer(90, 'kg'),
      },
      today,
    );
    expect(summary.bmi).toBe(25);
    expect(summary.bmiBar).toEqual({
      bmi: 25,
      category: 'overweight',
      markerPercent: 50,
      bandIndex: 2,
    });
    expect(summary.goalCard).toBe('elevenToFifteen');
    expect(summary.reinforcement).toBe('overweight');
    expect(summary.plan?.weeks).toBe(14);
    expect(summary.plan?.targetDate.toISOString().slice(0, 10)).toBe('2026-04-09');
  });

  it('shows the underweight card for a goal under BMI 18.5', () => {
    const summary = planSummary(
      {
        height: heightAnswerFromCm(170),
        weight: weightAnswer(70, 'kg'),
        perfect_weight: weightAnswer(53, 'kg'),
      },
      today,
    );
    expect(summary.goalCard).toBe('underweight');
    expect(summary.reinforcement).toBe('normal');
  });

  it('has nothing to show without answers', () => {
    expect(planSummary({}, today)).toEqual({
      heightCm: undefined,
      weightKg: undefined,
      goalKg: undefined,
      bmi: undefined,
      bmiBar: undefined,
      goalCard: null,
      reinforcement: 'normal',
      plan: undefined,
    });
  });
});
