import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useDownload } from './use-download';

/** Spec 01 §9. */
export const QR_SIZE = 171;

/**
 * Desktop only (spec 01 §2.3): a code the phone's camera opens, carrying the custom token so the
 * app signs in. Without the token there is nothing to carry over, so no code.
 */
export const DownloadQr = observer(function DownloadQr({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const { download } = useDownload();
  if (mobile) return null;
  if (download.ready && !(download.link && download.linkHasToken)) return null;
  return (
    <Stack align="center" gap="3" textAlign="center" data-testid="download-qr-block">
      <Text fontWeight="semibold">{t('download.qr.title')}</Text>
      <Skeleton loading={!download.ready} w={`${QR_SIZE}px`} h={`${QR_SIZE}px`} borderRadius="md">
        {download.link && (
          <Box data-testid="download-qr">
            <QRCodeSVG
              value={download.link}
              size={QR_SIZE}
              level="L"
              role="img"
              aria-label={t('download.qr.label')}
            />
          </Box>
        )}
      </Skeleton>
      <Text fontSize="sm" color="gray.700" maxW="xs">
        {t('download.qr.caption')}
      </Text>
    </Stack>
  );
});
