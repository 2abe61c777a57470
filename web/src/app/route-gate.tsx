import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isProtectedPath, unauthenticatedRedirect } from '../domain/routes';
import { FadedLogo } from '../ui/faded-logo';
import { useStore } from './store-context';

/**
 * Spec 01 §2.1: home, loading and onboarding render at once; other routes wait for auth behind
 * the faded logo; a protected route without a user goes to loading (or login, by flag).
 */
export const RouteGate = observer(function RouteGate({
  children,
  preAuth,
}: {
  children: ReactNode;
  preAuth?: boolean;
}) {
  const { session, flags } = useStore();
  const { pathname } = useLocation();
  if (preAuth) return children;
  if (!session.authReady || !flags.ready) return <FadedLogo />;
  if (isProtectedPath(pathname) && !session.user) {
    return <Navigate to={unauthenticatedRedirect(flags.get('unauth-route-directs-to'))} replace />;
  }
  return children;
});
