import { describe, expect, it } from 'vitest';
import {
  MAX_METADATA_VALUE_LENGTH,
  affiliationOf,
  attributionMetadata,
  attributionOf,
  experimentFieldsOf,
} from './purchase-attribution.rules';

const VISITOR = '6f1c2a9e-4b7d-4c1e-9a55-0d3b2f8e7a10';

describe('attributionOf', () => {
  it.each([
    [
      'every field but platform',
      { visitorId: VISITOR, gender: 'male', platform: 'web' },
      { visitorId: VISITOR, gender: 'male' },
    ],
    ['nothing', {}, {}],
    ['undefined fields left out', { origin: undefined, urlParams: 'a=1' }, { urlParams: 'a=1' }],
  ])('%s', (_, fields, expected) => {
    expect(attributionOf(fields)).toEqual(expected);
  });
});

describe('attributionMetadata', () => {
  it.each([
    ['no attribution', undefined, {}],
    [
      'every field, the experiments encoded with sorted keys',
      {
        visitorId: VISITOR,
        experiments: { b: '1', a: '0' },
        origin: 'https://fastwell.app/',
        urlParams: 'utm_source=meta',
        firstVisit: '2026-11-20T08:15:00.000Z',
        gender: 'female',
      },
      {
        visitorId: VISITOR,
        experiments: 'a:0,b:1',
        origin: 'https://fastwell.app/',
        urlParams: 'utm_source=meta',
        firstVisit: '2026-11-20T08:15:00.000Z',
        gender: 'female',
      },
    ],
    ['no experiments: no key', { experiments: {} }, {}],
    ['an empty value: no key', { origin: '', gender: 'male' }, { gender: 'male' }],
    [
      'a long query string cut to 500 characters',
      { urlParams: 'x'.repeat(2000) },
      { urlParams: 'x'.repeat(MAX_METADATA_VALUE_LENGTH) },
    ],
  ])('%s', (_, attribution, expected) => {
    expect(attributionMetadata(attribution)).toEqual(expected);
  });
});

describe('experimentFieldsOf', () => {
  it.each([
    [
      'both',
      { experiments: 'a:0,b:1', visitorId: VISITOR },
      { experiments: { a: '0', b: '1' }, visitorId: VISITOR },
    ],
    ['none', { uid: 'u1' }, {}],
    ['no metadata', undefined, {}],
    ['malformed parts skipped', { experiments: 'a:0,broken,c:1:2' }, { experiments: { a: '0' } }],
    ['only malformed parts: no key', { experiments: ',,:' }, {}],
    ['a visitor id off its shape', { visitorId: 'x/../y' }, {}],
  ])('%s', (_, metadata, expected) => {
    expect(experimentFieldsOf(metadata)).toEqual(expected);
  });
});

describe('affiliationOf (spec 02 §3: a subscription’s affiliation)', () => {
  it.each([
    [
      'origin and marketing parameters',
      { uid: 'u1', origin: 'https://fastwell.app/quiz', urlParams: 'utm_source=meta' },
      { origin: 'https://fastwell.app/quiz', urlParams: 'utm_source=meta' },
    ],
    [
      'only the origin',
      { origin: 'https://fastwell.app' },
      { origin: 'https://fastwell.app', urlParams: null },
    ],
    ['no attribution', { uid: 'u1', priceId: 'price_1' }, null],
    ['empty values', { origin: '', urlParams: '' }, null],
  ])('%s', (_name, metadata, expected) => {
    expect(affiliationOf(metadata)).toEqual(expected);
  });

  it('reads back what attributionMetadata wrote', () => {
    const metadata = attributionMetadata({ origin: 'https://fastwell.app', urlParams: 'gclid=x' });
    expect(affiliationOf(metadata)).toEqual({
      origin: 'https://fastwell.app',
      urlParams: 'gclid=x',
    });
  });
});
