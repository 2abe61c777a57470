import type { CancellationReceipt } from '@fastwell/contract/api/cancellations';
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../shared/ui/summary-list';
import { useCancellationDates } from './cancellation-dates';
import { useStepHeading } from '../../shared/ui/use-step-heading';
import { useSummaryRows } from './use-summary-rows';

/** Step 3: everything received, its id and time of receipt; printable (the buttons are not). */
export function CancelReceiptStep({
  receipt,
  onStartOver,
}: {
  receipt: CancellationReceipt;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const heading = useStepHeading<HTMLHeadingElement>('done');
  const rows = useSummaryRows();
  const dates = useCancellationDates();
  return (
    <Stack as="section" gap="6" data-step-id="done" aria-labelledby="cancel-done-title">
      <Stack gap="2">
        <Heading
          as="h1"
          size="2xl"
          id="cancel-done-title"
          ref={heading}
          tabIndex={-1}
          outline="none"
        >
          {t('cancel.done.title')}
        </Heading>
        <Text color="gray.700">{t('cancel.done.intro')}</Text>
      </Stack>
      <SummaryList
        testId="cancel-receipt"
        rows={[
          { key: 'id', label: t('cancel.summary.id'), value: receipt.id },
          {
            key: 'receivedAt',
            label: t('cancel.summary.receivedAt'),
            value: <time dateTime={receipt.receivedAt}>{dates.time(receipt.receivedAt)}</time>,
          },
          ...rows(receipt),
        ]}
      />
      <Alert.Root status="info" data-testid="cancel-email-note">
        <Alert.Indicator />
        <Alert.Title>{t('cancel.done.emailSent', { email: receipt.email })}</Alert.Title>
      </Alert.Root>
      <Stack gap="3" _print={{ display: 'none' }}>
        <Button size="xl" colorPalette="primary" data-testid="print" onClick={() => window.print()}>
          {t('cancel.done.print')}
        </Button>
        <Button size="xl" variant="outline" data-testid="start-over" onClick={onStartOver}>
          {t('cancel.done.another')}
        </Button>
      </Stack>
    </Stack>
  );
}
