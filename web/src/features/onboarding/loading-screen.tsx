import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../../app/store-context';
import { loadingTitleKey } from '../../domain/onboarding/experiments';
import { ROUTES, flowPage } from '../../domain/routes';
import { captureEntryParams } from '../../services/entry-params';
import { LabelledProgress } from '../../ui/labelled-progress';
import { LoadingImage } from '../../ui/loading-images';

const LOADING_MS = 5000;
const TICK_MS = 100;

/**
 * Spec 01 §2.3: clears the last run, shows a 5 s bar, then starts the questionnaire. Title and
 * image follow the loading-title and loading-image experiments (the store reports unknown values).
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
    const done = Promise.all([
      new Promise((resolve) => setTimeout(resolve, LOADING_MS)),
      store.session.logoutRegisteredUser().catch(() => undefined),
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
    <Stack pt={{ base: '12', md: '20' }} gap="8" textAlign="center" data-step-id="loading">
      <LoadingImage name={image} label={t(`loading.images.${image}`)} />
      <Heading as="h1" size="2xl" data-title={title}>
        {t(loadingTitleKey(title))}
      </Heading>
      <Text color="gray.700">{t('loading.subtitle')}</Text>
      <LabelledProgress value={percent} size="lg" label={t('loading.progressLabel')} />
      <Text fontWeight="semibold" aria-hidden="true">
        {percent}%
      </Text>
    </Stack>
  );
}

export default observer(LoadingScreen);
