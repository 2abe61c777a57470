import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDownload } from './use-download';

/** When the API would not make the app's sign-in token (the sign-in is not recent), say so. */
export const DownloadSignInNote = observer(function DownloadSignInNote() {
  const { t } = useTranslation();
  const { download } = useDownload();
  if (!download.ready || !download.signInNotRecent) return null;
  return (
    <Text
      role="status"
      textAlign="center"
      fontSize="sm"
      color="gray.700"
      data-testid="download-sign-in-note"
    >
      {t('download.signInNotRecent')}
    </Text>
  );
});
