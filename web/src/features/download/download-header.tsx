import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDownload } from './use-download';

/** Title and subtitle; already-premium users get their own copy and a notice (spec 01 §2.3). */
export const DownloadHeader = observer(function DownloadHeader() {
  const { t } = useTranslation();
  const { download } = useDownload();
  const premium = download.ready && download.alreadyPremium;
  const copy = premium ? 'download.premium' : 'download';
  return (
    <Stack gap="3" data-premium={premium ? 'true' : 'false'}>
      <Skeleton loading={!download.ready} minH="20">
        <Heading as="h1" size="2xl">
          {t(`${copy}.title`)}
        </Heading>
        <Text color="gray.700" mt="2">
          {t(`${copy}.subtitle`)}
        </Text>
      </Skeleton>
      {premium && (
        <Box
          role="note"
          data-testid="premium-notice"
          bg="primary.subtle"
          borderStartWidth="4px"
          borderColor="primary.solid"
          borderRadius="md"
          p="4"
        >
          <Text>{t('download.premium.notice')}</Text>
        </Box>
      )}
    </Stack>
  );
});
