import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ToastHost } from '../ui/toast-host';

/** Every page: centred column of at most 576 px, scrolled to top on each route change. */
export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Box as="main" maxW="content" mx="auto" minH="100dvh" px="4" pb="8">
      <Outlet />
      <ToastHost />
    </Box>
  );
}
