import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NumberedSteps } from '../../shared/ui/numbered-steps';

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
      <NumberedSteps
        items={ITEMS.map((item) => ({
          id: `next-step-${item}`,
          text: t(`upgradeAccount.nextSteps.${item}`),
        }))}
      />
    </Box>
  );
}
