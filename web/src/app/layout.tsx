import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isLoadingEntryPath } from '../shared/domain/routes';
import { LegalFooter } from './legal-footer';
import { ChakraIsland } from '../shared/ui/chakra-island';
import { ChakraBoundary, needsChakra } from './chakra-boundary';
import { useRootStore } from './use-root-store';

/**
 * Chakra's toaster (zag's toast machine) is a lazy chunk in a Chakra island of its own, mounted
 * once the first screen has painted (RootStore.screenShown) if that screen renders with Chakra,
 * else with the first notice: a notice never remounts a screen that renders without Chakra.
 */
const ToastHost = lazy(() => import('./toast-host'));

/**
 * Every page: centred column of at most 576 px (index.html's .app-main), scrolled to top on each
 * route change, then the footer with the legal links (§312k cancellation, Art. 11a withdrawal,
 * accessibility). The loading screen, the plain questionnaire steps and the checkout's
 * above-the-fold render without Chakra; a notice raised on a plain screen loads Chakra for its
 * toast, one raised on the loading screen waits in the UI store for the next screen.
 */
export const Layout = observer(function Layout() {
  const { pathname } = useLocation();
  const store = useRootStore();
  const [screenShown, setScreenShown] = useState(false);
  useEffect(() => {
    // Back and forward too: the browser would put the page at its old offset once the lazy
    // screen has grown tall enough for it (spec 01 §2.1, 02 §2.1: top on every route change).
    window.history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => store.whenScreenShown(() => setScreenShown(true)), [store]);
  const chakraScreen = needsChakra(pathname);
  // Once mounted, the toaster stays (its toasts outlive a route change).
  const [toasts, setToasts] = useState(false);
  if (
    !toasts &&
    !isLoadingEntryPath(pathname) &&
    (store.ui.hasNotified || (screenShown && chakraScreen))
  )
    setToasts(true);
  return (
    <>
      <main className="app-main">
        <ChakraBoundary needed={chakraScreen}>
          <Outlet />
        </ChakraBoundary>
      </main>
      {toasts && (
        <ChakraIsland>
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        </ChakraIsland>
      )}
      <LegalFooter />
    </>
  );
});
