import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useStore } from './store-context';

/** Chakra's toaster (zag's toast machine) is a lazy chunk, loaded with the first notice. */
const ToastHost = lazy(() => import('../ui/toast-host'));

/** Every page: centred column of at most 576 px, scrolled to top on each route change. */
export const Layout = observer(function Layout() {
  const { pathname } = useLocation();
  const { ui } = useStore();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Box as="main" maxW="content" mx="auto" minH="100dvh" px="4" pb="8">
      <Outlet />
      {ui.hasNotified && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </Box>
  );
});
