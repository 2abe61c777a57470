import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressFrom, HOSTING_TRUSTED_HOPS } from './client-ip';

const CDN = '151.101.1.195';
const FRONT_END = '34.96.0.1';

describe('clientAddressFrom: the client is read from the right end, never from what it wrote', () => {
  it.each([
    ['through Hosting, nothing written', `198.51.100.9, ${CDN}, ${FRONT_END}`, '198.51.100.9'],
    [
      'through Hosting, one address written',
      `192.0.2.1, 198.51.100.9, ${CDN}, ${FRONT_END}`,
      '198.51.100.9',
    ],
    [
      'through Hosting, many written',
      `192.0.2.1, 192.0.2.2,192.0.2.3, 198.51.100.9, ${CDN}, ${FRONT_END}`,
      '198.51.100.9',
    ],
    [
      'through Hosting, garbage written',
      `not-an-ip, 198.51.100.9, ${CDN}, ${FRONT_END}`,
      '198.51.100.9',
    ],
    ['shorter than the appended part: the first entry', `${CDN}, ${FRONT_END}`, CDN],
    ['one entry', '198.51.100.9', '198.51.100.9'],
    ['IPv4-mapped IPv6', `::ffff:198.51.100.9, ${CDN}, ${FRONT_END}`, '198.51.100.9'],
    ['IPv6 per /64', `2001:db8:aa:bb:1:2:3:4, ${CDN}, ${FRONT_END}`, '2001:db8:aa:bb::/64'],
    ['IPv6 compressed, same /64', `2001:DB8:AA:BB::9, ${CDN}, ${FRONT_END}`, '2001:db8:aa:bb::/64'],
    ['IPv6 short', `2001:db8::1, ${CDN}, ${FRONT_END}`, '2001:db8:0:0::/64'],
    ['client entry no address: the next appended one', `x, junk, ${CDN}, ${FRONT_END}`, CDN],
    ['empty', '', null],
    ['absent', undefined, null],
    ['only garbage', 'a, b, c', null],
  ])('%s', (_case, header, expected) => {
    expect(clientAddressFrom(header, HOSTING_TRUSTED_HOPS)).toBe(expected);
  });

  it('whatever a client prepends, the address read stays the same', () => {
    const appended = `198.51.100.9, ${CDN}, ${FRONT_END}`;
    const written = ['203.0.113.1', '203.0.113.1, 203.0.113.2', '::1', 'x', '198.51.100.10'];
    for (const prefix of written)
      expect(clientAddressFrom(`${prefix}, ${appended}`, HOSTING_TRUSTED_HOPS)).toBe(
        '198.51.100.9',
      );
  });

  it('counts the given number of trusted hops (one: a directly called function)', () => {
    expect(clientAddressFrom(`192.0.2.1, 198.51.100.9, ${FRONT_END}`, 1)).toBe('198.51.100.9');
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::1', '0:0:0:0::/64'],
    ['203.0.113.999', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(addressKey(text)).toBe(expected);
  });
});
