import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CancellationStore } from './stores/cancellation.store';
import { SummaryList } from '../../shared/ui/summary-list';
import { useStepHeading } from '../../shared/ui/use-step-heading';
import { useSummaryRows } from './use-summary-rows';

/** Step 2: what will be sent, the law's button ("jetzt kündigen") and the way back to edit. */
export const CancelReviewStep = observer(function CancelReviewStep({
  store,
}: {
  store: CancellationStore;
}) {
  const { t } = useTranslation();
  const heading = useStepHeading<HTMLHeadingElement>('review');
  const rows = useSummaryRows();
  const problem = store.problem;
  return (
    <Stack as="section" gap="6" data-step-id="review" aria-labelledby="cancel-review-title">
      <Stack gap="2">
        <Heading
          as="h1"
          size="2xl"
          id="cancel-review-title"
          ref={heading}
          tabIndex={-1}
          outline="none"
        >
          {t('cancel.review.title')}
        </Heading>
        <Text color="gray.700">{t('cancel.review.intro')}</Text>
      </Stack>
      <SummaryList rows={rows(store.pending)} testId="cancel-review-summary" />
      {problem && (
        <Alert.Root status="error" role="alert" data-testid="cancel-error">
          <Alert.Indicator />
          <Alert.Title>{t(problem.key, problem.values)}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="3">
        <Button
          size="xl"
          colorPalette="red"
          data-testid="cancel-now"
          loading={store.submitting}
          onClick={() => void store.submit()}
        >
          {t('cancel.review.cancelNow')}
        </Button>
        <Button
          size="xl"
          variant="outline"
          data-testid="edit"
          disabled={store.submitting}
          onClick={() => store.edit()}
        >
          {t('cancel.review.edit')}
        </Button>
      </Stack>
    </Stack>
  );
});
