import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The intro and the wait for the subscription: a spinner that says what it waits for. */
export function ManageLoading() {
  const { t } = useTranslation();
  return (
    <Stack
      data-screen="manage_intro"
      role="status"
      aria-live="polite"
      align="center"
      justify="center"
      gap="4"
      minH="60dvh"
    >
      <Spinner size="xl" color="primary.solid" borderWidth="4px" />
      <Text color="gray.700">{t('manage.loading')}</Text>
    </Stack>
  );
}
