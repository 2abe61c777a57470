import { Box, Flex, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const ITEMS = ['download', 'login'] as const;

/** What follows the registration: download the app, then log in (spec 02 §2.4). */
export function NextStepsCard() {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-labelledby="upgrade-next-steps"
      bg="primary.subtle"
      borderRadius="xl"
      p="5"
      data-testid="next-steps"
    >
      <Heading as="h2" size="md" id="upgrade-next-steps" mb="3">
        {t('upgradeAccount.nextSteps.title')}
      </Heading>
      <List.Root as="ol" role="list" listStyle="none" gap="3">
        {ITEMS.map((item, index) => (
          <List.Item key={item}>
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
              <Text pt="0.5">{t(`upgradeAccount.nextSteps.${item}`)}</Text>
            </Flex>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
