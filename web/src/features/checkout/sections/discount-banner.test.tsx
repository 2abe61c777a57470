import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED } from '../../../shared/domain/consent';
import type { FlagValues } from '../../../shared/domain/flags';
import { composeTestStore, createTestStore } from '../../../app/testing/app-harness';
import { DiscountBanner } from './discount-banner';
import { renderWithApp } from '../testing/checkout-section-harness';

const START = new Date('2026-11-21T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBanner(
  options: { hasDiscount?: boolean; start?: boolean; gift?: boolean; pending?: boolean } = {},
  flags: Partial<FlagValues> = {},
) {
  const store = createTestStore({ flags });
  if (options.start ?? true) store.discountTimer.start(true, true);
  if (options.gift) store.discountTimer.showGift();
  const result = renderWithApp(
    <DiscountBanner hasDiscount={options.hasDiscount ?? true} pending={options.pending} />,
    { store },
  );
  return { ...result, timer: store.discountTimer };
}

const banner = () => screen.queryByTestId('discount-banner');
const countdown = () => screen.queryByTestId('discount-countdown');

describe('DiscountBanner variants', () => {
  it('countdown: the title and a ticking mm:ss hidden from screen readers', () => {
    renderBanner();
    expect(banner()?.getAttribute('data-variant')).toBe('countdown');
    expect(banner()?.textContent).toContain('Your discount is reserved');
    expect(countdown()?.textContent).toBe('10:00');
    expect(countdown()?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText(/^Your discount is reserved until .+\.$/)).toBeTruthy();
    expect(screen.getByTestId('discount-announcer').textContent).toBe('');
  });

  it('both: the gift with the countdown while expiry removes the discount', () => {
    renderBanner({ gift: true });
    expect(banner()?.getAttribute('data-variant')).toBe('both');
    expect(banner()?.textContent).toContain('A gift for you');
    expect(countdown()?.textContent).toBe('10:00');
  });

  it('gift: no countdown when use-discount-timer is off', () => {
    renderBanner({ gift: true }, { 'use-discount-timer': false });
    expect(banner()?.getAttribute('data-variant')).toBe('gift');
    expect(banner()?.textContent).toContain('A gift for you');
    expect(countdown()).toBeNull();
  });
});

describe('DiscountBanner visibility', () => {
  it.each([
    ['without a discount', { hasDiscount: false }],
    ['before the countdown started (no time left)', { start: false }],
  ])('is hidden %s', (_label, options) => {
    renderBanner(options);
    expect(banner()).toBeNull();
  });

  it('is hidden after a reload with a past expiry', () => {
    createTestStore();
    window.localStorage.setItem('dscExp', String(START - 1000));
    const reloaded = composeTestStore({ consent: ALL_GRANTED });
    reloaded.discountTimer.start(true, true);
    renderWithApp(<DiscountBanner hasDiscount />, { store: reloaded });
    expect(banner()).toBeNull();
    expect(screen.getByTestId('discount-announcer').textContent).toBe('');
  });

  it('keeps its space while the packages load', () => {
    renderBanner({ start: false, pending: true });
    expect(screen.getByTestId('discount-banner-placeholder')).toBeTruthy();
    expect(banner()).toBeNull();
  });
});

describe('DiscountBanner countdown', () => {
  it('ticks each second, then hides and announces the end once, politely', () => {
    renderBanner({}, { 'discount-timer-minutes': 1 });
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()?.textContent).toBe('00:59');
    act(() => vi.advanceTimersByTime(58_000));
    expect(countdown()?.textContent).toBe('00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(banner()).toBeNull();
    const announcer = screen.getByTestId('discount-announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe('Your discount reservation has ended.');
  });
});
