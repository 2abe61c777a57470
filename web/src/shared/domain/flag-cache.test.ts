import { describe, expect, it } from 'vitest';
import { flagCacheTimes, PRODUCTION_APP_HOST } from './flag-cache';

describe('host-dependent flag cache times (spec 01 §9)', () => {
  it.each([
    ['fastwell.app', 'fastwell.app', 600_000, 600_000],
    ['preview--fastwell.web.app', 'fastwell.app', 60_000, 120_000],
    ['127.0.0.1', 'fastwell.app', 60_000, 120_000],
    ['localhost', 'localhost', 600_000, 600_000],
  ])(
    '%s (production host %s): stale after %i ms, dropped after %i ms',
    (host, production, stale, max) => {
      expect(flagCacheTimes(host, production)).toEqual({ staleTTL: stale, maxAge: max });
    },
  );

  it('names fastwell.app as the production host unless configured', () => {
    expect(PRODUCTION_APP_HOST).toBe('fastwell.app');
  });
});
