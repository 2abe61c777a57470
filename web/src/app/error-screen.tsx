import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from './use-root-store';

/** A screen that failed to render: say so, report it, offer a way on. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const store = useRootStore();
  useEffect(() => {
    store.screenFailed(error);
  }, [store, error]);
  return (
    <Stack pt="16" gap="4" textAlign="center" role="alert" maxW="content" mx="auto" px="4">
      <Heading as="h1" size="xl">
        {t('errors.screenTitle')}
      </Heading>
      <Text color="gray.700">{t('errors.unknownError')}</Text>
      <Button colorPalette="primary" alignSelf="center" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}
