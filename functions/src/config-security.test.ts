import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig: FUTOKEN_SECRET and ALLOWED_ORIGINS', () => {
  it('has no futoken secret and no extra origins by default', () => {
    const config = loadConfig({});
    expect(config.futokenSecret).toBeUndefined();
    expect(config.allowedOrigins).toEqual([]);
  });

  it('reads a long enough secret and a comma-separated list of origins', () => {
    const config = loadConfig({
      FUTOKEN_SECRET: 's'.repeat(32),
      ALLOWED_ORIGINS:
        ' https://fastwell.app , http://127.0.0.1:5000/,https://www.fastwell.app/path ',
    });
    expect(config.futokenSecret).toBe('s'.repeat(32));
    expect(config.allowedOrigins).toEqual([
      'https://fastwell.app',
      'http://127.0.0.1:5000',
      'https://www.fastwell.app',
    ]);
  });

  it.each([
    [{ FUTOKEN_SECRET: 'short' }, 'FUTOKEN_SECRET'],
    [{ ALLOWED_ORIGINS: 'fastwell.app' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'ftp://fastwell.app' }, 'ALLOWED_ORIGINS'],
  ])('refuses %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
