import { useLocation, useNavigate } from 'react-router-dom';
import { safeReturnTo } from './domain/login-decisions';

/**
 * The success callback of login (spec 01 §4): `returnTo` from location state or query, when it
 * is a path of this site; navigates to what an action answered, if anything.
 */
export function useOnward() {
  const navigate = useNavigate();
  const location = useLocation();
  const state: unknown = location.state;
  const fromState =
    state && typeof state === 'object' && 'returnTo' in state ? state.returnTo : undefined;
  const returnTo = safeReturnTo(fromState, new URLSearchParams(location.search).get('returnTo'));
  return {
    returnTo,
    go: async (onward: Promise<string | null>) => {
      const to = await onward;
      if (to) void navigate(to, { replace: true });
    },
  };
}
