import { describe, expect, it } from 'vitest';
import { exposureOf, exposureOutcome, isReservedKey } from './experiment-exposure.rules';

describe('exposureOutcome: the first exposure wins', () => {
  it.each([
    ['nothing stored', null, '1', 'recorded'],
    ['something not an exposure', { variation: 3 }, '1', 'recorded'],
    ['the same variation', { variation: '1', at: '2026-11-01T00:00:00.000Z' }, '1', 'repeated'],
    ['another variation', { variation: '0', at: '2026-11-01T00:00:00.000Z' }, '1', 'conflict'],
  ])('%s → %s', (_name, stored, variation, outcome) => {
    expect(exposureOutcome(stored, variation)).toBe(outcome);
  });
});

describe('exposureOf', () => {
  it('keeps the two fields of a stored exposure only', () => {
    expect(exposureOf({ variation: 'blue', at: '2026-11-01T00:00:00.000Z', x: 1 })).toEqual({
      variation: 'blue',
      at: '2026-11-01T00:00:00.000Z',
    });
    expect(exposureOf('blue')).toBeNull();
  });
});

describe('isReservedKey', () => {
  it.each([
    ['__proto__', true],
    ['constructor', true],
    ['prototype', true],
    ['color-scheme', false],
    ['undefined', false],
  ])('%s → %s', (key, reserved) => {
    expect(isReservedKey(key)).toBe(reserved);
  });
});
