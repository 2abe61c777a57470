import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

function ShieldIcon() {
  return (
    <Box w="10" h="10" flexShrink={0} color="primary.solid">
      <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true">
        <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z" fill="currentColor" />
        <path
          d="M8.5 12l2.5 2.5 4.5-5"
          fill="none"
          stroke="white"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Box>
  );
}

/** The money-back guarantee block. */
export function MoneyBackSection() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Flex
      as="section"
      aria-labelledby={titleId}
      bg="primary.subtle"
      borderRadius="xl"
      p="5"
      gap="4"
      align="flex-start"
      data-testid="money-back"
    >
      <ShieldIcon />
      <Box>
        <Heading as="h2" size="md" mb="2" id={titleId}>
          {t('payment.moneyBackTitle')}
        </Heading>
        <Text fontSize="sm">{t('payment.moneyBackText')}</Text>
      </Box>
    </Flex>
  );
}
