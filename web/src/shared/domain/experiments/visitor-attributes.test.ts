import { describe, expect, it } from 'vitest';
import { type VisitorFacts, deviceTypeOf, visitorAttributes } from './visitor-attributes';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';

describe('deviceTypeOf', () => {
  it.each([
    [IPHONE, 0, 'mobile'],
    [ANDROID_PHONE, 5, 'mobile'],
    [ANDROID_TABLET, 5, 'tablet'],
    [MAC, 5, 'tablet'], // iPadOS asks for the desktop site
    [MAC, 0, 'desktop'],
  ])('%s (%i touch points) → %s', (userAgent, maxTouchPoints, type) => {
    expect(deviceTypeOf({ userAgent, maxTouchPoints })).toBe(type);
  });
});

const FACTS: VisitorFacts = {
  visitorId: 'visitor-0001',
  language: 'de',
  device: { userAgent: IPHONE },
  entryPath: '/onboarding/gender',
};

describe('visitorAttributes', () => {
  it('a first visit: id, language, device and flow; nothing unknown is set', () => {
    expect(visitorAttributes(FACTS)).toEqual({
      id: 'visitor-0001',
      language: 'de',
      deviceType: 'mobile',
      flow: 'onboarding',
    });
  });

  it('everything known: uid, country, price group, discount, source, UTM, first visit', () => {
    expect(
      visitorAttributes({
        ...FACTS,
        uid: 'uid-7',
        country: 'at',
        priceGroup: 'v13',
        discount: 'true',
        source: 'newsletter',
        marketingSearch: 'utm_source=meta&utm_medium=paid&utm_campaign=spring&fbclid=x',
        entryPath: '/manage_subscription',
        firstVisit: '2026-11-20T08:00:00.000Z',
      }),
    ).toEqual({
      id: 'visitor-0001',
      uid: 'uid-7',
      language: 'de',
      country: 'AT',
      priceGroup: 'v13',
      discount: true,
      source: 'newsletter',
      utmSource: 'meta',
      utmMedium: 'paid',
      utmCampaign: 'spring',
      deviceType: 'mobile',
      flow: 'manage_subscription',
      firstVisit: '2026-11-20T08:00:00.000Z',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['yes', undefined],
    [null, undefined],
  ])('discount flag %s → %s', (dc, discount) => {
    expect(visitorAttributes({ ...FACTS, discount: dc }).discount).toBe(discount);
  });

  it('an unknown path is the onboarding flow; the login family is login', () => {
    expect(visitorAttributes({ ...FACTS, entryPath: '/nowhere' }).flow).toBe('onboarding');
    expect(visitorAttributes({ ...FACTS, entryPath: '/login/payment' }).flow).toBe('login');
  });
});
