import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogin } from './use-login';
import { tokenFromQuery } from './domain/login-decisions';
import { ROUTES } from '../../shared/domain/routes';
import { FadedLogo } from '../../shared/ui/faded-logo';

/**
 * Spec 02 §2.5: /token_login signs in with query futoken (exchanged at /api/getJWT), the ctoken
 * page with query ctoken (a Firebase custom token); a missing or failing token returns to login.
 */
function TokenLoginScreen({ kind }: { kind: 'futoken' | 'ctoken' }) {
  const { login } = useLogin();
  const { search } = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a token is single-use and React's strict mode runs effects twice.
    if (started.current) return;
    started.current = true;
    const token = tokenFromQuery(search, kind);
    // The token is a session: off the address bar and the history at once, before anything else
    // (a tracker, a shared screenshot, the back button) can read it.
    void navigate({ search: '' }, { replace: true });
    void login.tokenLogin(kind, token).then((onward) => {
      void navigate(onward ?? ROUTES.login, { replace: true });
    });
  }, [kind, login, navigate, search]);

  return <FadedLogo />;
}

export default observer(TokenLoginScreen);
