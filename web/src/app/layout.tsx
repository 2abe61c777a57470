import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useStore } from './store-context';

/**
 * Chakra's toaster (zag's toast machine) is a lazy chunk, mounted with the services (after the
 * first screen has painted), or with an earlier notice.
 */
const ToastHost = lazy(() => import('../ui/toast-host'));

/** Every page: centred column of at most 576 px, scrolled to top on each route change. */
export const Layout = observer(function Layout() {
  const { pathname } = useLocation();
  const store = useStore();
  const [servicesStarted, setServicesStarted] = useState(false);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => store.whenServicesStart(() => setServicesStarted(true)), [store]);
  return (
    <Box as="main" maxW="content" mx="auto" minH="100dvh" px="4" pb="8">
      <Outlet />
      {(servicesStarted || store.ui.hasNotified) && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </Box>
  );
});
