import { Box, Flex, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const ITEMS = ['plan', 'timer', 'recipes', 'progress', 'support'] as const;

function CheckIcon() {
  return (
    <Box w="6" h="6" flexShrink={0} color="primary.solid">
      <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="white"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Box>
  );
}

/** Classic benefit modal: what the plan includes. */
export function ClassicBenefits() {
  const { t } = useTranslation();
  return (
    <List.Root as="ul" listStyleType="none" gap="3" data-testid="benefit-list">
      {ITEMS.map((item) => (
        <List.Item key={item}>
          <Flex gap="3" align="flex-start">
            <CheckIcon />
            <Text>{t(`benefitModal.classic.items.${item}`)}</Text>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}
