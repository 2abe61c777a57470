// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRENCH_PRODUCTS } from './testing/checkout-harness';
import { createTestStore } from '../../app/testing/app-harness';
import { renderInLanguage } from '../../app/testing/language-harness';
import en from '../../../public/onboarding/locales/en/translation.json';
import CheckoutScreen from './checkout-screen';

// A file of its own: emotion's style tags outlive a test's cleanup, and this one counts them.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout opened cold (issue 37): Chakra only below the fold', () => {
  it('paints its above-the-fold without Chakra; the rest loads Chakra for itself', async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const store = createTestStore();
    store.services.auth.getIdToken = () => Promise.resolve('id-token');
    renderInLanguage(store, 'en', '/payment', <CheckoutScreen flow="onboarding" />, {
      chakra: false,
    });
    const chakraStyles = () => document.querySelectorAll('style[data-emotion]').length;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.payment.title);
    expect(screen.getByRole('button', { name: en.payment.confirm })).toHaveProperty(
      'disabled',
      true,
    );
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(chakraStyles()).toBe(0);
    answer?.(new Response(JSON.stringify({ data: FRENCH_PRODUCTS })));
    const [list] = await screen.findAllByRole('radiogroup');
    if (!list) throw new Error('no package list');
    expect(within(list).getAllByRole('radio')).toHaveLength(3);
    await screen.findByRole('region', { name: en.payment.moneyBackTitle });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
    expect(chakraStyles()).toBeGreaterThan(0);
  });
});
