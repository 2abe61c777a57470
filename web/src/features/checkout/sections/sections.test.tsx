import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@fastwell/contract/languages';
import { weightAnswer } from '../../../shared/domain/measurements';
import { SLIDER_SCREENS } from '../domain/slider-images';
import type { Selections } from '../../../shared/domain/onboarding/selections';
import { createTestStore } from '../../../app/testing/app-harness';
import { DisclaimerSection } from './disclaimer-section';
import { GoalChartSection } from './goal-chart-section';
import { ScreenshotSlider } from './screenshot-slider';
import { renderWithApp } from '../testing/checkout-section-harness';
import { TestimonialsSection } from './testimonials-section';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TestimonialsSection', () => {
  it('shows 3 reviews, each rated 5 out of 5 stars', () => {
    renderWithApp(<TestimonialsSection />);
    const reviews = screen.getAllByTestId('testimonial');
    expect(reviews).toHaveLength(3);
    for (const review of reviews) {
      const rating = within(review).getByRole('img', { name: '5 out of 5 stars' });
      expect(rating.querySelectorAll('[data-star="full"]')).toHaveLength(5);
      expect(rating.querySelectorAll('[data-star="empty"]')).toHaveLength(0);
    }
    expect(reviews[0]?.textContent).toContain('Sarah, Manchester');
  });

  it('is translated', () => {
    renderWithApp(<TestimonialsSection />, { language: 'de' });
    expect(screen.getAllByRole('img', { name: '5 von 5 Sternen' })).toHaveLength(3);
    expect(screen.getByText('Katrin, Köln')).toBeTruthy();
  });
});

describe('ScreenshotSlider', () => {
  it('is a labelled, keyboard-scrollable region of the language’s screenshots', () => {
    renderWithApp(<ScreenshotSlider />, { language: 'de' });
    const region = screen.getByRole('region', { name: 'Screenshots der App' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('data-language')).toBe('de');
    const images = within(region).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      SLIDER_SCREENS.map((name) => `/assets/checkout/slider/de/${name}.svg`),
    );
    expect(images.every((image) => (image.getAttribute('alt') ?? '').length > 0)).toBe(true);
  });

  it('reports an unknown language and shows the English set', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.dataLayer = [];
    renderWithApp(<ScreenshotSlider />, { language: 'nl' });
    expect(screen.getByTestId('screenshot-slider').getAttribute('data-language')).toBe('en');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'web_unknownSliderLanguage', language: 'nl' }),
    );
    expect(consoleError).toHaveBeenCalled();
  });

  it.each(SUPPORTED_LANGUAGES)('has every screenshot file for %s', (language) => {
    for (const name of SLIDER_SCREENS)
      expect(
        existsSync(
          resolve(__dirname, `../../../../public/assets/checkout/slider/${language}/${name}.svg`),
        ),
      ).toBe(true);
  });
});

describe('GoalChartSection — only with the goal weight and a fasting level', () => {
  const answered: Selections = {
    gender: 'f',
    weight: weightAnswer(80, 'kg'),
    perfect_weight: weightAnswer(70, 'kg'),
    fasting_knowledge: 'a_bit',
  };
  const { fasting_knowledge: _level, ...withoutLevel } = answered;
  const { perfect_weight: _goal, ...withoutGoal } = answered;

  it.each<[string, Selections, boolean]>([
    ['all answered', answered, true],
    ['no fasting level', withoutLevel, false],
    ['no goal weight', withoutGoal, false],
    ['nothing answered', {}, false],
  ])('%s → shown %s', (_label, selections, shown) => {
    renderWithApp(<GoalChartSection />, { store: createTestStore({ selections }) });
    expect(screen.queryByTestId('goal-chart') !== null).toBe(shown);
  });

  it('draws the weight line to the goal and the fasting level as a meter', () => {
    renderWithApp(<GoalChartSection />, { store: createTestStore({ selections: answered }) });
    const chart = screen.getByTestId('plan-chart');
    expect(chart.textContent).toContain('80 kg');
    expect(chart.textContent).toContain('70 kg');
    const meter = screen.getByRole('meter', { name: 'Your fasting level' });
    expect(meter.getAttribute('aria-valuenow')).toBe('2');
    expect(meter.getAttribute('aria-valuetext')).toBe('Advanced');
  });
});

describe('DisclaimerSection', () => {
  it('names the date 7 days ahead, formatted for the language', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    renderWithApp(<DisclaimerSection />, { language: 'de' });
    expect(screen.getByTestId('payment-disclaimer').textContent).toContain('17. März 2026');
  });
});
