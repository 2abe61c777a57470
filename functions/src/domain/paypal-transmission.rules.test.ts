import { describe, expect, it } from 'vitest';
import {
  TRANSMISSION_MAX_AGE_MS,
  TRANSMISSION_MAX_AHEAD_MS,
  judgeTransmission,
  transmissionDigest,
} from './paypal-transmission.rules';

const NOW = new Date('2026-03-01T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const headers = (overrides: Record<string, string | undefined> = {}) => {
  const all: Record<string, string | undefined> = {
    'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
    'paypal-transmission-time': '2026-03-01T11:59:58Z',
    'paypal-transmission-sig': 'c2lnbmF0dXJl+/=',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-auth-algo': 'SHA256withRSA',
    ...overrides,
  };
  return (name: string) => all[name];
};

describe('judgeTransmission', () => {
  it('accepts a complete transmission inside the window', () => {
    expect(judgeTransmission(headers(), NOW)).toMatchObject({
      accepted: true,
      transmission: { transmissionId: '69cd13f0-d67a-11e5-baa3-778b53f4ae55' },
    });
  });

  it.each([
    ['no id', { 'paypal-transmission-id': undefined }],
    ['an empty signature', { 'paypal-transmission-sig': ' ' }],
    ['no cert url', { 'paypal-cert-url': undefined }],
    ['no algorithm', { 'paypal-auth-algo': undefined }],
    ['an id that is a path', { 'paypal-transmission-id': '../users/x' }],
    ['an algorithm with spaces', { 'paypal-auth-algo': 'SHA256 with RSA' }],
    ['a time that is no time', { 'paypal-transmission-time': 'yesterday' }],
    [
      'a time past the retry window',
      { 'paypal-transmission-time': at(-TRANSMISSION_MAX_AGE_MS - 1000) },
    ],
    ['a time too far ahead', { 'paypal-transmission-time': at(TRANSMISSION_MAX_AHEAD_MS + 1000) }],
  ])('refuses %s', (_case, overrides) => {
    expect(judgeTransmission(headers(overrides), NOW).accepted).toBe(false);
  });

  it('accepts the edges of the window', () => {
    for (const time of [at(-TRANSMISSION_MAX_AGE_MS + 1000), at(TRANSMISSION_MAX_AHEAD_MS - 1000)])
      expect(judgeTransmission(headers({ 'paypal-transmission-time': time }), NOW).accepted).toBe(
        true,
      );
  });
});

describe('transmissionDigest', () => {
  const judged = judgeTransmission(headers(), NOW);
  if (!judged.accepted) throw new Error('fixture refused');
  const { transmission } = judged;

  it('is the same for the same headers and bytes, another for another body or signature', () => {
    const body = Buffer.from('{"id":"WH-1"}');
    expect(transmissionDigest(transmission, body)).toBe(transmissionDigest(transmission, body));
    expect(transmissionDigest(transmission, Buffer.from('{"id":"WH-2"}'))).not.toBe(
      transmissionDigest(transmission, body),
    );
    expect(transmissionDigest({ ...transmission, transmissionSig: 'b3RoZXI=' }, body)).not.toBe(
      transmissionDigest(transmission, body),
    );
  });
});
