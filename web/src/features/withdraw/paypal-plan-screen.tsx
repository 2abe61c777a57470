import {
  Alert,
  Button,
  Link,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { PayPalPlanStatus } from '@fastwell/contract/api/paypal-plan-consent';
import { formatMoney } from '../../shared/domain/packages';
import { ROUTES } from '../../shared/domain/routes';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useLongDate } from '../../shared/ui/use-long-date';
import { StepTitle } from '../../shared/ui/step-title';
import type { PaypalPlanStore, PaypalPlanView } from './stores/paypal-plan.store';
import { usePaypalPlanEntry } from './use-paypal-plan-entry';
import { useWithdrawal } from './use-withdrawal';

const TEXTS = 'withdraw.paypalPlan';

/**
 * /withdraw/paypal-plan?plan=… (the mail after a PayPal upsell was withdrawn on its own): the
 * plan the buyer keeps once they consent at PayPal, and the button that takes them there.
 * Opening the page only reads; the token is read once, taken off the address bar and kept for
 * the tab (a reload, PayPal's return).
 */
function PaypalPlanScreen() {
  const { t } = useTranslation();
  const { withdrawal } = useWithdrawal();
  const [plan] = useState(() => withdrawal.paypalPlan());
  usePaypalPlanEntry(plan);
  const view = plan.view;
  const title = t(`${TEXTS}.titles.${view}`);
  useDocumentTitle(title);
  return (
    <Stack
      as="section"
      gap="6"
      pt="8"
      data-screen="withdraw-paypal-plan"
      data-testid="paypal-plan"
      data-state={view}
      aria-labelledby={view === 'loading' ? undefined : 'paypal-plan-title'}
      aria-busy={view === 'loading'}
    >
      {view === 'loading' ? (
        <LoadingState label={title} />
      ) : (
        <StepTitle id="paypal-plan-title" step={view}>
          {title}
        </StepTitle>
      )}
      {plan.plan && view === 'awaiting-consent' && <AwaitingText plan={plan.plan} />}
      <Stack gap="3" aria-live="polite">
        {plan.backWithoutConsent && (
          <Alert.Root status="info" data-testid="paypal-plan-back">
            <Alert.Indicator />
            <Alert.Title>{t(`${TEXTS}.awaiting.backWithoutConsent`)}</Alert.Title>
          </Alert.Root>
        )}
        {plan.plan && <Outcome view={view} plan={plan.plan} />}
        {plan.problem && view !== 'loading' && (
          <Alert.Root status="error" role="alert" data-testid="paypal-plan-error">
            <Alert.Indicator />
            <Alert.Title>{t(plan.problem.key, plan.problem.values)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      <Actions view={view} plan={plan} />
      <Link asChild color="primary.fg" fontWeight="semibold" alignSelf="start">
        <RouterLink to={ROUTES.home}>{t('legal.home')}</RouterLink>
      </Link>
    </Stack>
  );
}

/** The first read: the shapes of the plan's page (heading, text, button), so nothing moves. */
function LoadingState({ label }: { label: string }) {
  return (
    <Stack gap="6" role="status" data-testid="paypal-plan-loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height="10" width="70%" borderRadius="md" />
      <SkeletonText noOfLines={4} gap="3" />
      <Skeleton height="12" borderRadius="md" />
    </Stack>
  );
}

/** The kept plan's price per period ("€14.99 every month") and its first charge's date. */
function usePlanTerms(plan: PayPalPlanStatus): { price: string; date: string } {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  return {
    price: t(`${TEXTS}.price`, {
      count: plan.months,
      price: formatMoney(plan.amount, plan.currency, i18n.language),
    }),
    date: longDate(new Date(plan.firstChargeAt)),
  };
}

function AwaitingText({ plan }: { plan: PayPalPlanStatus }) {
  const { t } = useTranslation();
  const terms = usePlanTerms(plan);
  return (
    <Stack gap="3" data-testid="paypal-plan-awaiting">
      <Text color="gray.700">{t(`${TEXTS}.awaiting.text`, terms)}</Text>
      <Text color="gray.700">{t(`${TEXTS}.awaiting.deadline`, terms)}</Text>
    </Stack>
  );
}

/** What became of the plan: PayPal bills it, or it ended. */
function Outcome({ view, plan }: { view: PaypalPlanView; plan: PayPalPlanStatus }) {
  const { t } = useTranslation();
  const terms = usePlanTerms(plan);
  if (view === 'confirmed')
    return (
      <Alert.Root status="success" data-testid="paypal-plan-confirmed">
        <Alert.Indicator />
        <Alert.Title>{t(`${TEXTS}.confirmed.text`, terms)}</Alert.Title>
      </Alert.Root>
    );
  if (view === 'ended')
    return (
      <Alert.Root status="info" data-testid="paypal-plan-ended">
        <Alert.Indicator />
        <Alert.Title>{t(`${TEXTS}.ended.text`, terms)}</Alert.Title>
      </Alert.Root>
    );
  return null;
}

const Actions = observer(function Actions({
  view,
  plan,
}: {
  view: PaypalPlanView;
  plan: PaypalPlanStore;
}) {
  const { t } = useTranslation();
  switch (view) {
    case 'awaiting-consent':
      return (
        <Button
          size="xl"
          colorPalette="primary"
          data-testid="paypal-plan-consent"
          loading={plan.consenting}
          loadingText={t(`${TEXTS}.awaiting.opening`)}
          onClick={() => void plan.consent()}
        >
          {t(`${TEXTS}.awaiting.button`)}
        </Button>
      );
    case 'unavailable':
      return (
        <Button
          size="lg"
          colorPalette="primary"
          variant="outline"
          alignSelf="start"
          data-testid="paypal-plan-retry"
          loading={plan.reading}
          onClick={() => void plan.retry()}
        >
          {t(`${TEXTS}.retry`)}
        </Button>
      );
    case 'ended':
      return (
        <Button asChild size="xl" colorPalette="primary" data-testid="paypal-plan-login">
          <RouterLink to={ROUTES.login}>{t(`${TEXTS}.ended.login`)}</RouterLink>
        </Button>
      );
    default:
      return null;
  }
});

export default observer(PaypalPlanScreen);
