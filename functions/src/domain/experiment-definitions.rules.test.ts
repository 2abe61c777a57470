import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { experimentsOfFeatures, isDefinedExposure } from './experiment-definitions.rules';

const asObject = (definitions: ReturnType<typeof experimentsOfFeatures>) =>
  Object.fromEntries([...definitions].map(([key, ids]) => [key, [...ids]]));

describe('experimentsOfFeatures', () => {
  it('reads the local stack’s features: the two experiments and their variation ids', () => {
    const features: unknown = JSON.parse(
      readFileSync(join(__dirname, '../../../emulators/flags/features.json'), 'utf8'),
    );
    expect(asObject(experimentsOfFeatures(features))).toEqual({
      'selected-package-index': ['1', '0'],
      'color-scheme': ['original', 'blue', 'green'],
    });
  });

  it.each([
    [
      'the feature id when the rule has no key, the index when a variation has no meta key',
      { banner: { rules: [{ variations: ['a', 'b'], meta: [{ key: 'off' }, { name: 'x' }] }] } },
      { banner: ['off', '1'] },
    ],
    [
      'contextual bandits’ variations',
      { hero: { rules: [{ key: 'hero-bandit', contextualVariations: [1, 2] }] } },
      { 'hero-bandit': ['0', '1'] },
    ],
    [
      'two rules of one experiment: the union of their variations',
      {
        a: { rules: [{ key: 'exp', variations: [1], meta: [{ key: 'x' }] }] },
        b: { rules: [{ key: 'exp', variations: [1], meta: [{ key: 'y' }] }] },
      },
      { exp: ['x', 'y'] },
    ],
    [
      'forced values, rollouts, empty variations and junk run no experiment',
      {
        forced: { defaultValue: 1, rules: [{ force: 2 }] },
        empty: { rules: [{ key: 'e', variations: [] }] },
        junk: { rules: 'x' },
        nothing: null,
      },
      {},
    ],
  ])('%s', (_name, features, expected) => {
    expect(asObject(experimentsOfFeatures(features))).toEqual(expected);
  });

  it('is empty for no features at all', () => {
    expect(experimentsOfFeatures(undefined).size).toBe(0);
    expect(experimentsOfFeatures([]).size).toBe(0);
  });
});

describe('isDefinedExposure', () => {
  const definitions = experimentsOfFeatures({
    'color-scheme': {
      rules: [{ variations: ['o', 'b'], meta: [{ key: 'original' }, { key: 'blue' }] }],
    },
  });
  it.each([
    ['color-scheme', 'blue', true],
    ['color-scheme', 'purple', false],
    ['made-up', 'blue', false],
    ['constructor', 'blue', false],
  ])('%s / %s → %s', (key, variation, expected) => {
    expect(isDefinedExposure(definitions, key, variation)).toBe(expected);
  });
});
