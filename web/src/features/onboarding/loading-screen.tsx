import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../../app/store-context';
import { loadingTitleKey } from '../../domain/onboarding/experiments';
import { ROUTES, flowPage } from '../../domain/routes';
import { captureEntryParams } from '../../services/entry-params';
import { afterPaint } from '../../lib/after-paint';
import { LoadingImage } from '../../ui/loading-images';

const LOADING_MS = 5000;
const TICK_MS = 100;

/**
 * Spec 01 §2.3: clears the last run, shows a 5 s bar, then starts the questionnaire. Title and
 * image follow the loading-title and loading-image experiments (the store reports unknown values).
 * The first screen of a visit: plain elements styled by index.html (.loading-screen), no Chakra,
 * so that it starts with as little JavaScript as possible (see app/chakra-boundary.tsx).
 */
function LoadingScreen() {
  const { t } = useTranslation();
  const store = useStore();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [elapsed, setElapsed] = useState(0);
  const title = store.onboarding.loadingTitle;
  const image = store.onboarding.loadingImage;

  useEffect(() => {
    store.storage.clearForNewOnboarding();
    captureEntryParams(search, store.storage);
    const started = Date.now();
    const timer = window.setInterval(
      () => setElapsed(Math.min(LOADING_MS, Date.now() - started)),
      TICK_MS,
    );
    let cancelled = false;
    // Signing out a registered user loads Firebase Auth: after the screen's first paint, not
    // before it (there are 5 s for it).
    const painted = new Promise<void>((resolve) => afterPaint(resolve));
    const done = Promise.all([
      new Promise((resolve) => setTimeout(resolve, LOADING_MS)),
      painted.then(() => store.session.logoutRegisteredUser()).catch(() => undefined),
    ]).then(() => store.session.isAnonymousSubscriber().catch(() => false));
    void done.then((anonymousSubscriber) => {
      if (cancelled) return;
      if (anonymousSubscriber) {
        navigate(flowPage('onboarding', 'upgradeAccount'), { replace: true });
        return;
      }
      navigate(ROUTES.onboardingStep(store.onboarding.start()), { replace: true });
    });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [navigate, search, store]);

  const percent = Math.round((elapsed / LOADING_MS) * 100);
  return (
    <div className="loading-screen" data-step-id="loading">
      <LoadingImage name={image} label={t(`loading.images.${image}`)} />
      <h1 data-title={title}>{t(loadingTitleKey(title))}</h1>
      <p className="loading-subtitle">{t('loading.subtitle')}</p>
      <div
        className="loading-progress"
        role="progressbar"
        aria-label={t('loading.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div style={{ width: `${percent}%` }} />
      </div>
      <p className="loading-percent" aria-hidden="true">
        {percent}%
      </p>
    </div>
  );
}

export default observer(LoadingScreen);
