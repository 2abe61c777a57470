import { describe, expect, it } from 'vitest';
import { BMI_BAR_LABELS } from '../../shared/domain/onboarding/bmi-bar';
import {
  EMAIL_TEXT_VARIANTS,
  LOADING_IMAGES,
  LOADING_TITLES,
} from '../../shared/domain/onboarding/experiments';
import { STEP_DEFINITIONS, optionsFor } from '../../shared/domain/onboarding/step-definitions';
import de from '../../../public/onboarding/locales/de/translation.json';
import en from '../../../public/onboarding/locales/en/translation.json';
import es from '../../../public/onboarding/locales/es/translation.json';
import fr from '../../../public/onboarding/locales/fr/translation.json';
import it_ from '../../../public/onboarding/locales/it/translation.json';
import pt from '../../../public/onboarding/locales/pt/translation.json';

const LOCALES: Record<string, unknown> = { de, en, es, fr, it: it_, pt };

/** Every leaf key as a dotted path; each leaf must be a non-empty string. */
function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function lookup(node: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (current, part) =>
        typeof current === 'object' && current !== null
          ? (current as Record<string, unknown>)[part]
          : undefined,
      node,
    );
}

/** The keys the onboarding screens build from the catalogue and the experiments. */
function requiredKeys(): string[] {
  const keys: string[] = [];
  for (const step of STEP_DEFINITIONS.values()) {
    keys.push(`steps.${step.id}.title`);
    if (step.hasSubtitle) keys.push(`steps.${step.id}.subtitle`);
    if (step.view === 'info') keys.push(`steps.${step.id}.text`);
    const options = new Set([...optionsFor(step, 'm'), ...optionsFor(step, 'f')]);
    for (const option of options) keys.push(`steps.${step.id}.options.${option}`);
  }
  for (const variant of EMAIL_TEXT_VARIANTS)
    for (const part of ['title', 'subtitle', 'disclaimer'])
      keys.push(`steps.email.variants.${variant}.${part}`);
  for (const title of LOADING_TITLES) keys.push(`loading.titles.${title}`);
  for (const image of LOADING_IMAGES) keys.push(`loading.images.${image}`);
  for (const { label } of BMI_BAR_LABELS) keys.push(`steps.bmi.labels.${label}`);
  for (const card of ['oneToFive', 'sixToTen', 'elevenToFifteen', 'sixteenOrMore'])
    keys.push(`steps.perfect_weight.goalInfo.${card}.title`);
  keys.push(
    'steps.reinforcement_before_after.title_male',
    'steps.reinforcement_before_after.title_female',
    'healthDataConsentCheckbox.warning',
    'age.error',
  );
  return keys;
}

describe('onboarding translations', () => {
  const english = new Set(leafKeys(en));

  it.each(Object.keys(LOCALES))('%s has the same keys as en', (language) => {
    const keys = new Set(leafKeys(LOCALES[language]));
    expect([...english].filter((key) => !keys.has(key))).toEqual([]);
    expect([...keys].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(Object.keys(LOCALES))('%s has no empty texts', (language) => {
    const locale = LOCALES[language];
    const empty = leafKeys(locale).filter((key) => {
      const value = lookup(locale, key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it.each(Object.keys(LOCALES))(
    '%s has a title for every catalogue step and its options',
    (language) => {
      const locale = LOCALES[language];
      const missing = requiredKeys().filter((key) => typeof lookup(locale, key) !== 'string');
      expect(missing).toEqual([]);
    },
  );

  it('covers all 37 step ids of the spec and the 6 info screens', () => {
    expect(STEP_DEFINITIONS.size).toBe(43);
  });
});
