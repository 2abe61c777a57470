import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { useWellhub } from './use-wellhub';
import { WELLHUB_PATHS } from './domain/wellhub';
import type { WellhubResult, WellhubScreen } from './stores/wellhub.store';

/**
 * Every partner screen: reads the registration named by the link (or remembered for this tab),
 * logs its web_wh_goto_* event, and moves on keeping the link's query (the download page gets
 * its own hasOldSubscription query and replaces the entry, as browser back stays there).
 */
export function useWellhubScreen(screen: WellhubScreen) {
  const { ui } = useAppStores();
  const { wellhub } = useWellhub();
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    wellhub.start(search);
  }, [wellhub, search]);

  useEffect(() => {
    wellhub.screenShown(screen);
  }, [wellhub, screen]);

  const [error, setError] = useState<string | string[] | null>(null);
  const go = (path: string) => {
    if (path.startsWith(WELLHUB_PATHS.download)) void navigate(path, { replace: true });
    else void navigate(`${path}${search}`);
  };

  /** A form's submit: nothing while invalid or busy; on success onward, else the error. */
  const submitWith =
    (invalid: boolean, action: () => Promise<WellhubResult>) => async (event: FormEvent) => {
      event.preventDefault();
      if (invalid || ui.blocked) return;
      setError(null);
      const result = await action();
      if (!result.ok) setError(result.errorKey);
      else if (result.path) go(result.path);
    };

  return { search, error, setError, submitWith };
}
