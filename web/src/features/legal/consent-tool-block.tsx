import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';

/** Where the consent manager's cookie declaration lives, with the button to change choices. */
export function ConsentToolBlock({ onShowSettings }: { onShowSettings?: () => void }) {
  const { t } = useTranslation();
  const { consent } = useAppStores();
  const showSettings = onShowSettings ?? consent.showSettings;
  return (
    <Box
      as="section"
      id="consent-tool-block"
      data-testid="consent-tool-block"
      aria-labelledby="consent-tool-title"
      mt="8"
      p="5"
      borderWidth="1px"
      borderRadius="lg"
      bg="gray.50"
    >
      <Stack gap="3" align="start">
        <Heading as="h3" size="md" id="consent-tool-title">
          {t('legal.consent.title')}
        </Heading>
        <Text lineHeight="tall">{t('legal.consent.description')}</Text>
        <Button colorPalette="primary" data-testid="show-cookie-settings" onClick={showSettings}>
          {t('legal.consent.showSettings')}
        </Button>
        <Box id="consent-declaration" w="full" />
      </Stack>
    </Box>
  );
}
