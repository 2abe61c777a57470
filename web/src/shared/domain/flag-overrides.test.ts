import { describe, expect, it } from 'vitest';
import { overridesAllowed, qaKeyFromSearch, sha256Hex } from './flag-overrides';

// echo -n 'let-me-test' | sha256sum
const KEY_HASH = '76181a4db30da7e8308ba4c349de2a2fb5edc04e803ac248b480abfca3d12341';

describe('flag overrides policy', () => {
  it('hashes like sha256sum', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it.each([
    ['open build, no key', { mode: 'open' as const }, undefined, true],
    [
      'production, no key given',
      { mode: 'qa-key' as const, keySha256: KEY_HASH },
      undefined,
      false,
    ],
    ['production, wrong key', { mode: 'qa-key' as const, keySha256: KEY_HASH }, 'guess', false],
    [
      'production, the right key',
      { mode: 'qa-key' as const, keySha256: KEY_HASH },
      'let-me-test',
      true,
    ],
    ['production, no hash configured', { mode: 'qa-key' as const }, 'let-me-test', false],
  ])('%s → %s', async (_label, policy, key, allowed) => {
    expect(await overridesAllowed(policy, key)).toBe(allowed);
  });

  it('production with the right key (hash compared case-insensitively)', async () => {
    const hash = (await sha256Hex('let-me-test')).toUpperCase();
    expect(await overridesAllowed({ mode: 'qa-key', keySha256: hash }, 'let-me-test')).toBe(true);
  });

  it('reads the key from ?ff.qa', () => {
    expect(qaKeyFromSearch('?ff.qa=abc&ff.color-scheme=blue')).toBe('abc');
    expect(qaKeyFromSearch('?ff.qa=')).toBeUndefined();
    expect(qaKeyFromSearch('')).toBeUndefined();
  });
});
