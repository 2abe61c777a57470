import { describe, expect, it } from 'vitest';
import { goalCard, perfectWeightCard, weightLossPercent } from './goal-card';

describe('goal card', () => {
  it.each([
    // current 100 kg: the loss in kg is the percentage
    [100, 100, 0, null],
    [100, 105, -5, null],
    [100, 99.51, 0, null], // 0.49 % rounds to 0
    [100, 99.5, 1, 'oneToFive'], // 0.5 % rounds up to 1
    [100, 99, 1, 'oneToFive'],
    [100, 95.51, 4, 'oneToFive'],
    [100, 95.5, 5, 'sixToTen'],
    [100, 95, 5, 'sixToTen'],
    [100, 91, 9, 'sixToTen'],
    [100, 90.6, 9, 'sixToTen'],
    [100, 90, 10, 'elevenToFifteen'],
    [100, 86, 14, 'elevenToFifteen'],
    [100, 85, 15, 'sixteenOrMore'],
    [100, 50, 50, 'sixteenOrMore'],
    [80, 72, 10, 'elevenToFifteen'],
  ])('%s kg → %s kg: %s %% → %s', (current, goal, percent, card) => {
    expect(weightLossPercent(current, goal)).toBe(percent);
    expect(goalCard(current, goal)).toBe(card);
  });

  it('guards a zero current weight', () => expect(weightLossPercent(0, 10)).toBe(0));

  it.each([
    [80, 53, 170, 'underweight'],
    [80, 54, 170, 'sixteenOrMore'],
    [80, 76, 170, 'sixToTen'],
    [80, 53, undefined, 'sixteenOrMore'],
    [60, 60, 170, null],
  ])('perfect_weight %s → %s kg at %s cm: %s', (current, goal, height, card) => {
    expect(perfectWeightCard(current, goal, height)).toBe(card);
  });
});
