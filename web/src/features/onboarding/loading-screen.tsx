import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { useOnboarding } from './use-onboarding';
import { loadingTitleKey } from '../../shared/domain/onboarding/experiments';
import { afterPaint } from '../../shared/lib/after-paint';
import { LOADING_MS } from './domain/loading';
import { LoadingImage } from '../../shared/ui/loading-images';

const TICK_MS = 100;

/**
 * Spec 01 §2.3: clears the last run, shows a 5 s bar, then starts the questionnaire. Title and
 * image follow the loading-title and loading-image experiments (the store reports unknown values).
 * The first screen of a visit: plain elements styled by index.html (.loading-screen), no Chakra,
 * so that it starts with as little JavaScript as possible (see app/chakra-boundary.tsx).
 */
function LoadingScreen() {
  const { t } = useTranslation();
  const { onboarding } = useAppStores();
  const { onboardingActions } = useOnboarding();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [elapsed, setElapsed] = useState(0);
  const title = onboarding.loadingTitle;
  const image = onboarding.loadingImage;

  useEffect(() => {
    onboardingActions.beginVisit(search);
    const started = Date.now();
    const timer = window.setInterval(
      () => setElapsed(Math.min(LOADING_MS, Date.now() - started)),
      TICK_MS,
    );
    let cancelled = false;
    // The store signs a registered user out after the screen's first paint (there are 5 s).
    let cancelPaint = () => {};
    const painted = new Promise<void>((resolve) => {
      cancelPaint = afterPaint(resolve);
    });
    void onboardingActions
      .routeAfterLoading(painted, () => cancelled)
      .then((route) => route !== null && navigate(route, { replace: true }));
    return () => {
      cancelled = true;
      // Left, no frame painted yet: its frame and fallback timer go too.
      cancelPaint();
      window.clearInterval(timer);
    };
  }, [navigate, search, onboardingActions]);

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
