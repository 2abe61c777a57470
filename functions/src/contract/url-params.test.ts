import { describe, expect, it } from 'vitest';
import { URL_PARAMS_ALLOWLIST, allowlistedUrlParams } from './url-params';

describe('allowlistedUrlParams', () => {
  it.each([
    [
      'keeps every allowlisted parameter',
      '?utm_source=meta&utm_campaign=spring',
      'utm_source=meta&utm_campaign=spring',
    ],
    ['the same without the ?', 'gclid=g1&dc=true', 'gclid=g1&dc=true'],
    [
      'drops the QA key, the restore and sign-in tokens, overrides and made-up names',
      '?ff.qa=QA&utm_source=meta&restore=R&token=T&futoken=F&ctoken=C&ff.use-discount-timer=false&made_up=1&fbp=fb.1',
      'utm_source=meta',
    ],
    ['none left: empty', '?ff.qa=QA&token=T', ''],
    ['empty', '', ''],
    [
      'keeps repeated values and re-encodes',
      '?utm_term=a b&utm_term=c%26d',
      'utm_term=a+b&utm_term=c%26d',
    ],
  ])('%s', (_name, search, expected) => {
    expect(allowlistedUrlParams(search)).toBe(expected);
  });

  it('is the issue’s exact list', () => {
    expect([...URL_PARAMS_ALLOWLIST].sort()).toEqual([
      'dc',
      'fbclid',
      'gclid',
      'sgroup',
      'source',
      'ttclid',
      'utm_campaign',
      'utm_content',
      'utm_medium',
      'utm_source',
      'utm_term',
    ]);
  });
});
