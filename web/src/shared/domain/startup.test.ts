import { describe, expect, it } from 'vitest';
import { isStartupReady, onStartupTimeout, parseReloadCount, startupTimeoutMs } from './startup';

describe('isStartupReady', () => {
  it.each([
    [{ auth: true, flags: true, paymentProvider: true }, true, true],
    [{ auth: true, flags: true, paymentProvider: false }, true, false],
    [{ auth: true, flags: true, paymentProvider: false }, false, true],
    [{ auth: false, flags: true, paymentProvider: true }, false, false],
    [{ auth: true, flags: false, paymentProvider: true }, true, false],
  ])('%j on a protected route %s → %s', (parts, protectedRoute, ready) => {
    expect(isStartupReady(parts, protectedRoute)).toBe(ready);
  });
});

describe('startupTimeoutMs', () => {
  it('waits 30 s on protected routes, else 5 s', () => {
    expect(startupTimeoutMs(true)).toBe(30000);
    expect(startupTimeoutMs(false)).toBe(5000);
  });
});

describe('onStartupTimeout', () => {
  it.each([
    [true, 0, 'reload'],
    [true, 4, 'reload'],
    [true, 5, 'proceed'],
    [true, 9, 'proceed'],
    [false, 0, 'proceed'],
  ] as const)('protected %s after %i reloads → %s', (protectedRoute, reloads, expected) => {
    expect(onStartupTimeout({ protectedRoute, reloads })).toBe(expected);
  });
});

describe('parseReloadCount', () => {
  it.each([
    [null, 0],
    ['', 0],
    ['3', 3],
    ['-1', 0],
    ['2.5', 0],
    ['abc', 0],
  ])('%s → %i', (raw, expected) => {
    expect(parseReloadCount(raw)).toBe(expected);
  });
});
