// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../../app/testing/app-harness';
import { FRENCH_PRODUCTS } from '../testing/checkout-harness';

describe("the products answer's PayPal flags (spec 02 §3)", () => {
  it.each([
    [true, true, false, true],
    [true, false, false, false],
    [false, true, false, false],
    // PayPal inside the Payment Element is not offered (D15): the native button stays the way.
    [true, true, true, true],
    [true, false, true, false],
  ])(
    'checkout %s, native fallback %s, elements %s → the native PayPal button %s',
    (checkout, nativeFallback, elements, shown) => {
      const store = createTestStore();
      runInAction(() => {
        store.checkout.products = {
          ...FRENCH_PRODUCTS,
          paypalCheckoutEnabled: checkout,
          paypalNativeFallbackEnabled: nativeFallback,
          paypalElementsEnabled: elements,
        };
      });
      expect(store.checkout.paypalEnabled).toBe(shown);
    },
  );
});
