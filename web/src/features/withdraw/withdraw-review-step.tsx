import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_PERIOD_DAYS } from '@fastwell/contract/api/withdrawals';
import { SummaryList } from '../../shared/ui/summary-list';
import { useStepHeading } from '../../shared/ui/use-step-heading';
import type { WithdrawalStore } from './stores/withdrawal.store';
import { useSummaryRows } from './use-summary-rows';

/** Step 2: what will be sent, the law's button ("Widerruf bestätigen") and the way back to edit. */
export const WithdrawReviewStep = observer(function WithdrawReviewStep({
  store,
}: {
  store: WithdrawalStore;
}) {
  const { t } = useTranslation();
  const heading = useStepHeading<HTMLHeadingElement>('review');
  const rows = useSummaryRows();
  const problem = store.problem;
  return (
    <Stack as="section" gap="6" data-step-id="review" aria-labelledby="withdraw-review-title">
      <Stack gap="2">
        <Heading
          as="h1"
          size="2xl"
          id="withdraw-review-title"
          ref={heading}
          tabIndex={-1}
          outline="none"
        >
          {t('withdraw.review.title')}
        </Heading>
        <Text color="gray.700">{t('withdraw.review.intro', { days: WITHDRAWAL_PERIOD_DAYS })}</Text>
      </Stack>
      <SummaryList rows={rows(store.pending)} testId="withdraw-review-summary" />
      {problem && (
        <Alert.Root status="error" role="alert" data-testid="withdraw-error">
          <Alert.Indicator />
          <Alert.Title>{t(problem.key, problem.values)}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="3">
        <Button
          size="xl"
          colorPalette="red"
          data-testid="withdraw-confirm"
          loading={store.submitting}
          onClick={() => void store.submit()}
        >
          {t('withdraw.review.confirm')}
        </Button>
        <Button
          size="xl"
          variant="outline"
          data-testid="withdraw-edit"
          disabled={store.submitting}
          onClick={() => store.edit()}
        >
          {t('withdraw.review.edit')}
        </Button>
      </Stack>
    </Stack>
  );
});
