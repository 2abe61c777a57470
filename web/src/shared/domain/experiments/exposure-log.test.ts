import { describe, expect, it } from 'vitest';
import { isNewExposure, parseExposureLog, withExposure } from './exposure-log';

describe('exposure log', () => {
  it.each([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['"text"', {}],
    ['{"color-scheme":"blue","bad key!":"x","pkg":3,"ok":"has space"}', { 'color-scheme': 'blue' }],
  ])('parses %s', (stored, log) => {
    expect(parseExposureLog(stored)).toEqual(log);
  });

  it('an exposure is new when never shown or shown as another variation', () => {
    const log = { 'color-scheme': 'blue' };
    expect(isNewExposure(log, { experimentKey: 'color-scheme', variation: 'blue' })).toBe(false);
    expect(isNewExposure(log, { experimentKey: 'color-scheme', variation: 'green' })).toBe(true);
    expect(isNewExposure(log, { experimentKey: 'pkg', variation: '0' })).toBe(true);
  });

  it('keeps the first experiments when one more would not fit in a purchase (500 characters)', () => {
    let log = {};
    for (let index = 0; index < 20; index += 1)
      log = withExposure(log, {
        experimentKey: `experiment-${'x'.repeat(20)}-${index}`,
        variation: 'variation-a',
      });
    const kept = Object.keys(log);
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.length).toBeLessThan(20);
    expect(
      Object.entries(log)
        .map(([key, value]) => `${key}:${value}`)
        .join(',').length,
    ).toBeLessThanOrEqual(500);
  });
});
