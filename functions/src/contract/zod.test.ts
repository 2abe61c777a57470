import { describe, expect, it } from 'vitest';
import { isoDateTimeSchema, nothingSchema, withDefault, z } from './zod';

describe("the contract's zod helpers (what z._default, z.iso.datetime and z.undefined give)", () => {
  const withDiscount = z.object({ withDiscount: withDefault(z.boolean(), true) });

  it.each([
    [{}, { withDiscount: true }],
    [{ withDiscount: false }, { withDiscount: false }],
  ])('withDefault: %j parses as %j', (input, output) => {
    expect(withDiscount.parse(input)).toEqual(output);
  });

  it('withDefault refuses a value of the wrong type', () => {
    expect(withDiscount.safeParse({ withDiscount: 'yes' }).success).toBe(false);
  });

  it.each([
    ['2026-11-29T10:00:00.000Z', true],
    ['2026-11-29T10:00:00Z', true],
    ['2026-11-29T10:00Z', false],
    [new Date(0).toISOString(), true],
    ['2026-11-29T10:00:00+01:00', false],
    ['2026-13-01T10:00:00Z', false],
    ['2026-11-29T24:00:00Z', false],
    ['2026-11-29', false],
    ['yesterday', false],
  ])('isoDateTimeSchema: %s → %s', (value, valid) => {
    expect(isoDateTimeSchema.safeParse(value).success).toBe(valid);
    expect(z.iso.datetime().safeParse(value).success).toBe(valid);
  });

  it.each([
    [undefined, true],
    [null, false],
    [{}, false],
    ['', false],
  ])('nothingSchema: %j → %s', (value, valid) => {
    expect(nothingSchema.safeParse(value).success).toBe(valid);
  });
});
