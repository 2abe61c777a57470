import { describe, expect, it } from 'vitest';
import { crc32, signatureMatches, signTransmission } from './webhook-signature.js';

describe('webhook signature', () => {
  it('computes the standard CRC-32 check value', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  it('accepts its own signature and rejects any changed field', () => {
    const fields = {
      transmissionId: 't-1',
      transmissionTime: '2026-11-21T10:00:00Z',
      webhookId: 'WH-1',
      body: '{"id":"WH-EVENT"}',
    };
    const signature = signTransmission(fields);
    expect(signatureMatches(fields, signature)).toBe(true);
    expect(signatureMatches({ ...fields, body: '{"id":"WH-OTHER"}' }, signature)).toBe(false);
    expect(signatureMatches({ ...fields, webhookId: 'WH-2' }, signature)).toBe(false);
    expect(signatureMatches(fields, 'forged')).toBe(false);
  });
});
