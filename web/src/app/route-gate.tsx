import { observer } from 'mobx-react-lite';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isProtectedPath, unauthenticatedRedirect } from '../shared/domain/routes';
import { FadedLogo } from '../shared/ui/faded-logo';
import { useRootStore } from './use-root-store';

/**
 * Spec 01 §2.1 and 02 §4.1: home, loading and onboarding render at once; other routes wait
 * behind the faded logo for the startup gate; a protected route without a user goes to loading
 * (or login, by flag).
 */
export const RouteGate = observer(function RouteGate({
  children,
  preAuth,
}: {
  children: ReactNode;
  preAuth?: boolean;
}) {
  const store = useRootStore();
  const { session, flags, startup } = store;
  const { pathname, search } = useLocation();
  const protectedRoute = isProtectedPath(pathname);
  const passes = preAuth === true || startup.passes(protectedRoute);
  const ready = startup.ready(protectedRoute);

  useEffect(() => {
    if (preAuth) return;
    store.startServices();
    // A failed load is reported by the screen whose hook waits for it (and tried again there).
    if (protectedRoute) void store.loadFeatures().catch(() => undefined);
    return startup.begin(protectedRoute);
  }, [preAuth, protectedRoute, startup, store]);

  useEffect(() => {
    if (!preAuth && ready) startup.settled();
  }, [preAuth, ready, startup]);

  // The gate opens (auth, flags or Stripe.js ready: a MobX change, which React renders at once, in
  // one task) into a transition: React renders the screen behind it in slices, and what waited
  // for the same change (the checkout's products request, RootStore.prefetchCheckoutProducts)
  // starts before the render, not after it.
  const [opened, setOpened] = useState(passes);
  useEffect(() => {
    if (passes && !opened) startTransition(() => setOpened(true));
  }, [passes, opened]);

  if (preAuth) return children;
  // Without a user a protected route is left at once: nothing to wait for.
  const signedOut = session.authReady && flags.ready && !session.user;
  if (!(passes && opened) && !(protectedRoute && signedOut)) return <FadedLogo />;
  if (protectedRoute && !session.user) {
    return (
      <Navigate
        to={unauthenticatedRedirect(flags.get('unauth-route-directs-to'))}
        state={{ returnTo: `${pathname}${search}` }}
        replace
      />
    );
  }
  return children;
});
