import { Box, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDownload } from './use-download';
import type { Flow } from '../../shared/domain/routes';
import { DownloadHeader } from './download-header';
import { DownloadHowTo } from './download-how-to';
import { DownloadQr } from './download-qr';
import { DownloadSignInNote } from './download-sign-in-note';
import { AppBadges } from './app-badges';
import { useBlockBrowserBack } from '../../shared/ui/use-block-browser-back';
import { useDevice } from '../../shared/ui/use-device';

export const HELPDESK_URL = 'mailto:support@fastwell.app';

/** The end of every flow: how to get the app (spec 01 §2.3). Browser back stays here. */
function DownloadScreen({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { download } = useDownload();
  const { mobile } = useDevice();
  const [params] = useSearchParams();
  const hasOldSubscriptionFlag = params.get('hasOldSubscription') === 'true';
  const purchaseInQuery = params.has('subscriptionId') || params.has('session_id');
  useBlockBrowserBack(true, () => download.wentBack(flow));

  useEffect(() => {
    download.screenShown(flow);
  }, [download, flow]);

  useEffect(() => {
    void download.load({ flow, hasOldSubscriptionFlag, purchaseInQuery });
  }, [download, flow, hasOldSubscriptionFlag, purchaseInQuery]);

  return (
    <Stack gap="8" pt="10" data-screen="download" aria-busy={!download.ready}>
      <DownloadHeader />
      <DownloadHowTo />
      <AppBadges />
      <DownloadQr mobile={mobile} />
      <DownloadSignInNote />
      <Box as="footer" textAlign="center">
        <Separator mb="4" />
        <Text fontSize="sm" color="gray.700">
          <Link href={HELPDESK_URL} color="primary.fg" textDecoration="underline">
            {t('download.helpdesk')}
          </Link>
        </Text>
      </Box>
    </Stack>
  );
}

export default observer(DownloadScreen);
