import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useWellhub } from './use-wellhub';
import { verificationTokenFrom, withoutVerificationToken } from './domain/wellhub';

/**
 * /wellhub/register opened from the confirmation mail: takes the link's token out of the address
 * bar at once (it stays in this tab only), lets the store check it, and follows its answer
 * (welcome back when the address has an account; else the registration form stays).
 */
export function useWellhubVerificationLink(): void {
  const { wellhub } = useWellhub();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = verificationTokenFrom(search);

  useEffect(() => {
    if (!token) return;
    const rest = withoutVerificationToken(search);
    void navigate(`${pathname}${rest}`, { replace: true });
    void wellhub.completeVerification(token).then((result) => {
      if (result.ok && result.path) void navigate(`${result.path}${rest}`, { replace: true });
    });
  }, [token, search, pathname, navigate, wellhub]);
}
