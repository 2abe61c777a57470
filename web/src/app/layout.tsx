import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isLoadingEntryPath } from '../shared/domain/routes';
import { LegalFooter } from './legal-footer';
import { ChakraBoundary, needsChakra } from './chakra-boundary';
import { useRootStore } from './use-root-store';

/**
 * Chakra's toaster (zag's toast machine) is a lazy chunk, mounted once the first screen has
 * painted (RootStore.screenShown), or with an earlier notice.
 */
const ToastHost = lazy(() => import('./toast-host'));

/**
 * Every page: centred column of at most 576 px (index.html's .app-main), scrolled to top on each
 * route change, then the footer with the legal links (§312k cancellation, Art. 11a withdrawal,
 * accessibility). The loading screen and the plain questionnaire steps render without Chakra; a
 * notice raised on a plain step turns Chakra on and shows as a toast, one raised on the loading
 * screen waits in the UI store for the next screen.
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
  return (
    <>
      <main className="app-main">
        <ChakraBoundary
          needed={needsChakra(pathname) || (store.ui.hasNotified && !isLoadingEntryPath(pathname))}
          withChakra={
            (screenShown || store.ui.hasNotified) && (
              <Suspense fallback={null}>
                <ToastHost />
              </Suspense>
            )
          }
        >
          <Outlet />
        </ChakraBoundary>
      </main>
      <LegalFooter />
    </>
  );
});
