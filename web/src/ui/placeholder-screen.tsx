import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A route whose screen a later release builds; it keeps the routing rules real meanwhile. */
export default function PlaceholderScreen({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Stack pt="16" gap="3" textAlign="center" data-screen={name}>
      <Heading as="h1" size="xl">
        {t('placeholder.title')}
      </Heading>
      <Text color="gray.600">{t('placeholder.subtitle')}</Text>
    </Stack>
  );
}
