import { describe, expect, it } from 'vitest';
import { weightLossPlan } from './weight-plan';

describe('weightLossPlan', () => {
  const today = new Date('2026-01-01T00:00:00Z');
  it.each([
    [80, 78, 4],
    [80, 75.5, 9],
    [80, 75, 7],
    [90, 80, 14],
    [70, 72, 0],
  ])('%s kg → %s kg takes %s weeks', (current, goal, weeks) => {
    expect(weightLossPlan(current, goal, today).weeks).toBe(weeks);
  });
  it('dates the target that many weeks ahead', () => {
    expect(weightLossPlan(80, 78, today).targetDate.toISOString().slice(0, 10)).toBe('2026-01-29');
  });
});
