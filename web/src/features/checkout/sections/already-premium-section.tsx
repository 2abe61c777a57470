import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { type Flow, ROUTES, flowPage } from '../../../shared/domain/routes';

/**
 * What the checkout screen shows a user who already has premium (spec 02 §4.3, issue 17): no packages
 * to buy twice, and where to go instead. An anonymous buyer registers first; a registered one
 * downloads the app or manages the plan.
 */
export function AlreadyPremiumSection({ flow, isAnonymous }: { flow: Flow; isAnonymous: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const next = flowPage(flow, isAnonymous ? 'upgradeAccount' : 'download');
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="4"
      bg="primary.subtle"
      borderRadius="xl"
      p="5"
      data-testid="already-premium"
    >
      <Heading as="h1" size="2xl" id={titleId}>
        {t('payment.alreadyPremium.title')}
      </Heading>
      <Text>{t('payment.alreadyPremium.text')}</Text>
      <Button asChild colorPalette="primary" size="xl" borderRadius="full">
        <RouterLink to={next} data-testid="already-premium-next">
          {t(isAnonymous ? 'payment.alreadyPremium.register' : 'payment.alreadyPremium.download')}
        </RouterLink>
      </Button>
      {!isAnonymous && (
        <Button asChild variant="outline" colorPalette="primary" size="xl" borderRadius="full">
          <RouterLink to={ROUTES.manageSubscription} data-testid="already-premium-manage">
            {t('payment.alreadyPremium.manage')}
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}
