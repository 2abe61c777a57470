import { Box, Flex, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const STEPS = ['step1', 'step2', 'step3'] as const;

/** The 3-step how-to of spec 01 §2.3. */
export function DownloadHowTo() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="download-how-to">
      <Heading as="h2" size="md" id="download-how-to" mb="3">
        {t('download.howToTitle')}
      </Heading>
      <List.Root as="ol" role="list" listStyle="none" gap="3">
        {STEPS.map((step, index) => (
          <List.Item key={step} data-testid={`download-${step}`}>
            <Flex gap="3" align="flex-start">
              <Flex
                aria-hidden="true"
                flexShrink={0}
                w="7"
                h="7"
                borderRadius="full"
                bg="primary.solid"
                color="primary.contrast"
                fontWeight="bold"
                fontSize="sm"
                align="center"
                justify="center"
              >
                {index + 1}
              </Flex>
              <Text pt="0.5">{t(`download.${step}`)}</Text>
            </Flex>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
