import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCheckout } from '../features/checkout/use-checkout';
import { LoginStore } from '../features/login/stores/login.store';
import { useLogin } from '../features/login/use-login';
import { useOnboarding } from '../features/onboarding/use-onboarding';
import { WithdrawalStore } from '../features/withdraw/stores/withdrawal.store';
import { useWithdrawal } from '../features/withdraw/use-withdrawal';
import { PurchaseStore } from '../shared/stores/purchase.store';
import { StoreContext, useFlowPreload } from '../shared/stores/store-context';
import { compose } from './composition';
import { TEST_ENV } from './testing/app-harness';

/** The app as composed at start: the feature stores are still a chunk to load. */
const composeAtStart = () => compose(TEST_ENV, '', 'en', {}).stores;

function LoginProbe() {
  const { login } = useLogin();
  return <p>{login instanceof LoginStore ? 'the login store' : 'another store'}</p>;
}

describe("a flow's hook (useCheckout(), useLogin()…)", () => {
  it('waits for its lazy chunk itself: the Suspense fallback shows until the stores are built', async () => {
    const root = composeAtStart();
    expect(root.flowStores('login')).toBeUndefined();
    const fallbacks: string[] = [];
    function FadedLogo() {
      fallbacks.push(root.flowStores('login') ? 'after the chunk' : 'before the chunk');
      return <p>faded logo</p>;
    }
    // React retries a suspended render only inside an awaited act() here (the browser needs none).
    await act(async () => {
      render(
        <StoreContext.Provider value={root}>
          <Suspense fallback={<FadedLogo />}>
            <LoginProbe />
          </Suspense>
        </StoreContext.Provider>,
      );
    });
    expect(fallbacks).toEqual(['before the chunk']);
    expect(screen.getByText('the login store')).toBeTruthy();
    expect(screen.queryByText('faded logo')).toBeNull();
    expect(root.flowStores('login')?.login).toBeInstanceOf(LoginStore);
  });

  it("gives the questionnaire's stores at once: they are built with the app", () => {
    const root = composeAtStart();
    function OnboardingProbe() {
      const { onboardingActions } = useOnboarding();
      return <p>{onboardingActions === root.onboardingActions ? 'same store' : 'another'}</p>;
    }
    render(
      <StoreContext.Provider value={root}>
        <Suspense fallback={<p>faded logo</p>}>
          <OnboardingProbe />
        </Suspense>
      </StoreContext.Provider>,
    );
    expect(screen.getByText('same store')).toBeTruthy();
  });

  it('shares one purchase store between the flows that read it', async () => {
    const root = composeAtStart();
    await root.loadFeatures();
    let seen: unknown;
    function CheckoutProbe() {
      seen = useCheckout().purchase;
      return null;
    }
    render(
      <StoreContext.Provider value={root}>
        <CheckoutProbe />
      </StoreContext.Provider>,
    );
    expect(seen).toBeInstanceOf(PurchaseStore);
    expect(root.flowStores('account')?.purchase).toBe(seen);
    expect(root.flowStores('checkout')?.purchase).toBe(seen);
  });

  it("leaves the side flows' stores (mail links, footer, partner) out of the purchase flows' chunk, and loads them with their first screen", async () => {
    const root = composeAtStart();
    await root.loadFeatures('checkout');
    expect(root.flowStores('checkout')).toBeDefined();
    expect(root.flowStores('withdraw')).toBeUndefined();
    expect(root.flowStores('manage-subscription')).toBeUndefined();
    function WithdrawProbe() {
      const { withdrawal } = useWithdrawal();
      return <p>{withdrawal instanceof WithdrawalStore ? 'the withdrawal store' : 'another'}</p>;
    }
    await act(async () => {
      render(
        <StoreContext.Provider value={root}>
          <Suspense fallback={<p>faded logo</p>}>
            <WithdrawProbe />
          </Suspense>
        </StoreContext.Provider>,
      );
    });
    expect(screen.getByText('the withdrawal store')).toBeTruthy();
    expect(root.flowStores('cancel')).toBeDefined();
  });

  it("starting the services (flags, auth) loads no flow's stores: the questionnaire readies the checkout's itself", async () => {
    const root = composeAtStart();
    const flagsInit = vi.spyOn(root.flags, 'init').mockResolvedValue(undefined);
    const authStart = vi.spyOn(root.session, 'start').mockResolvedValue(undefined);
    root.startServices();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(flagsInit).toHaveBeenCalledTimes(1);
    expect(authStart).toHaveBeenCalledTimes(1);
    expect(root.flowStores('checkout')).toBeUndefined();
    function Preloader() {
      const preload = useFlowPreload('checkout');
      useEffect(preload, [preload]);
      return null;
    }
    render(
      <StoreContext.Provider value={root}>
        <Preloader />
      </StoreContext.Provider>,
    );
    await waitFor(() => expect(root.flowStores('checkout')).toBeDefined());
    expect(root.flowStores('withdraw')).toBeUndefined();
  });
});
