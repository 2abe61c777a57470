import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store-context';
import type { Flow } from '../../domain/routes';

const APP_STORE_URL = 'https://apps.apple.com/app/fastwell';
const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=app.fastwell';

/** The end of every flow: how to get the app. Browser back stays here (spec 01 §4). */
export default function DownloadScreen({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { analytics } = useStore();

  useEffect(() => {
    analytics.track('web_goto_38_download', { flow });
    window.history.pushState(null, '', window.location.href);
    const stay = () => window.history.pushState(null, '', window.location.href);
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, [analytics, flow]);

  return (
    <Stack gap="6" pt="10" data-screen="download">
      <Heading as="h1" size="2xl">
        {t('download.title')}
      </Heading>
      <Text color="gray.700">{t('download.subtitle')}</Text>
      <List.Root as="ol" gap="3" ps="5">
        <List.Item>{t('download.step1')}</List.Item>
        <List.Item>{t('download.step2')}</List.Item>
        <List.Item>{t('download.step3')}</List.Item>
      </List.Root>
      <Stack direction="row" gap="4">
        <Link
          href={APP_STORE_URL}
          onClick={() => analytics.track('web_storeBadgeClick', { store: 'apple' })}
          fontWeight="semibold"
          color="primary.fg"
          minH="11"
        >
          {t('download.appStore')}
        </Link>
        <Link
          href={PLAY_STORE_URL}
          onClick={() => analytics.track('web_storeBadgeClick', { store: 'google' })}
          fontWeight="semibold"
          color="primary.fg"
          minH="11"
        >
          {t('download.playStore')}
        </Link>
      </Stack>
      <Text fontSize="sm" color="gray.700">
        <Link href="mailto:support@fastwell.app" color="primary.fg">
          {t('download.helpdesk')}
        </Link>
      </Text>
    </Stack>
  );
}
