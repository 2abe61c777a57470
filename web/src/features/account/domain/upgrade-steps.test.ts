import { describe, expect, it } from 'vitest';
import { upgradeSteps } from './upgrade-steps';

describe('upgradeSteps', () => {
  it.each([
    [
      'after a purchase: four steps, register is 2',
      true,
      [
        { id: 'purchase', number: 1, state: 'done' },
        { id: 'register', number: 2, state: 'current' },
        { id: 'download', number: 3, state: 'upcoming' },
        { id: 'login', number: 4, state: 'upcoming' },
      ],
    ],
    [
      'without a purchase: three steps, register first',
      false,
      [
        { id: 'register', number: 1, state: 'current' },
        { id: 'download', number: 2, state: 'upcoming' },
        { id: 'login', number: 3, state: 'upcoming' },
      ],
    ],
  ])('%s', (_name, didPurchase, expected) => {
    expect(upgradeSteps(didPurchase)).toEqual(expected);
  });
});
