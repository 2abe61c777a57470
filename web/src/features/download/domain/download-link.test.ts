import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEDIA_SOURCE,
  STORE_LINK,
  buildDownloadLink,
  marketingParams,
  type DownloadLinkInput,
} from './download-link';

const base: DownloadLinkInput = {
  marketingSearches: ['?utm_source=facebook&utm_campaign=spring_sale', null],
  flow: 'onboarding',
  email: 'anna@example.com',
  customToken: 'eyJ.token.sig',
};

const paramsOf = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('marketingParams', () => {
  it.each([
    ['utm parameters', ['?utm_source=fb&utm_campaign=c1'], { source: 'fb', campaign: 'c1' }],
    [
      'AppsFlyer parameters win',
      ['?af_pid=tiktok_int&utm_source=x&af_c=c2&utm_campaign=y'],
      { source: 'tiktok_int', campaign: 'c2' },
    ],
    [
      'the latest query first',
      ['?utm_source=google', '?utm_source=fb&utm_campaign=c1'],
      { source: 'google', campaign: 'c1' },
    ],
    [
      'the first visit when the latest has none',
      ['?payment_intent=pi_1', '?utm_source=fb'],
      { source: 'fb', campaign: null },
    ],
    [
      'blank values are ignored',
      ['?utm_source=%20&utm_campaign='],
      { source: null, campaign: null },
    ],
    ['no stored queries', [null, null], { source: null, campaign: null }],
  ])('%s', (_name, searches, expected) => {
    expect(marketingParams(searches)).toEqual(expected);
  });
});

describe('buildDownloadLink', () => {
  it.each<[string, Partial<DownloadLinkInput>, Record<string, string>]>([
    [
      'everything known',
      {},
      {
        af_pid: 'facebook',
        utm_source: 'facebook',
        af_c: 'spring_sale',
        utm_campaign: 'spring_sale',
        af_sub5: 'onboarding',
        deep_link_value: 'web_signup',
        deep_link_sub1: 'anna@example.com',
        deep_link_sub2: 'eyJ.token.sig',
      },
    ],
    [
      'no custom token (its request failed)',
      { customToken: null },
      {
        af_pid: 'facebook',
        utm_source: 'facebook',
        af_c: 'spring_sale',
        utm_campaign: 'spring_sale',
        af_sub5: 'onboarding',
        deep_link_value: 'web_signup',
        deep_link_sub1: 'anna@example.com',
      },
    ],
    [
      'no e-mail',
      { email: null, flow: 'wellhub' },
      {
        af_pid: 'facebook',
        utm_source: 'facebook',
        af_c: 'spring_sale',
        utm_campaign: 'spring_sale',
        af_sub5: 'wellhub',
        deep_link_value: 'web_signup',
        deep_link_sub2: 'eyJ.token.sig',
      },
    ],
    [
      'no marketing parameters',
      { marketingSearches: [null, null] },
      {
        af_pid: DEFAULT_MEDIA_SOURCE,
        utm_source: DEFAULT_MEDIA_SOURCE,
        af_sub5: 'onboarding',
        deep_link_value: 'web_signup',
        deep_link_sub1: 'anna@example.com',
        deep_link_sub2: 'eyJ.token.sig',
      },
    ],
    [
      'nothing but the flow',
      { marketingSearches: [], email: null, customToken: null, flow: 'login' },
      {
        af_pid: DEFAULT_MEDIA_SOURCE,
        utm_source: DEFAULT_MEDIA_SOURCE,
        af_sub5: 'login',
        deep_link_value: 'web_signup',
      },
    ],
  ])('%s', (_name, change, expected) => {
    expect(paramsOf(buildDownloadLink({ ...base, ...change }))).toEqual(expected);
  });

  it('starts from the OneLink store link and encodes the values', () => {
    const link = buildDownloadLink({ ...base, email: 'a+b@example.com' });
    expect(link.startsWith(`${STORE_LINK}?`)).toBe(true);
    expect(link).toContain('deep_link_sub1=a%2Bb%40example.com');
  });

  it('keeps parameters a given store link already has', () => {
    const link = buildDownloadLink({ ...base, storeLink: 'https://x.onelink.me/q1?pid=keep' });
    expect(paramsOf(link).pid).toBe('keep');
  });
});
