import { describe, expect, it } from 'vitest';
import { checkedReturnUrl, originOf } from './return-url.rules';

const allowed = new Set(['https://fastwell.app', 'http://127.0.0.1:5000']);

describe('checkedReturnUrl', () => {
  it.each([
    [
      'https://fastwell.app/payment?session_id={CHECKOUT_SESSION_ID}&source=checkout',
      'https://fastwell.app/payment?session_id={CHECKOUT_SESSION_ID}&source=checkout',
    ],
    ['https://fastwell.app', 'https://fastwell.app/'],
    ['HTTPS://FASTWELL.APP/a', 'https://fastwell.app/a'],
    ['https://fastwell.app:443/a', 'https://fastwell.app/a'],
    [
      'http://127.0.0.1:5000/done/{CHECKOUT_SESSION_ID}',
      'http://127.0.0.1:5000/done/{CHECKOUT_SESSION_ID}',
    ],
    ['https://fastwell.app/a#x', 'https://fastwell.app/a#x'],
  ])('allows %s', (value, expected) => {
    expect(checkedReturnUrl(value, allowed)).toBe(expected);
  });

  it.each([
    ['another host', 'https://evil.example/payment'],
    ['a look-alike subdomain', 'https://fastwell.app.evil.example/'],
    ['a subdomain', 'https://pay.fastwell.app/'],
    ['another scheme on the host', 'http://fastwell.app/'],
    ['another port', 'http://127.0.0.1:5001/'],
    ['a relative path', '/payment'],
    ['a protocol-relative URL', '//evil.example/payment'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['credentials', 'https://user:pw@fastwell.app/'],
    ['credentials hiding the host', 'https://fastwell.app@evil.example/'],
    ['a backslash trick', 'https://evil.example\\@fastwell.app/'],
    ['a backslash host', 'https:\\\\evil.example'],
    ['whitespace', 'https://fastwell.app/ a'],
    ['a tab in the scheme', 'ht\ttps://fastwell.app/'],
    ['a newline', 'https://fastwell.app/\n'],
    ['an over-long URL', `https://fastwell.app/${'a'.repeat(2100)}`],
    ['not a URL', 'fastwell'],
  ])('refuses %s', (_name, value) => {
    expect(checkedReturnUrl(value, allowed)).toBeNull();
  });
});

describe('originOf', () => {
  it.each([
    ['https://fastwell.app/x?y', 'https://fastwell.app'],
    ['http://127.0.0.1:5000', 'http://127.0.0.1:5000'],
    ['ftp://fastwell.app', null],
    ['nope', null],
  ])('%s → %s', (value, expected) => {
    expect(originOf(value)).toBe(expected);
  });
});
