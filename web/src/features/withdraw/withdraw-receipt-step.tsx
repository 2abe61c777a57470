import type { WithdrawalReceipt } from '@fastwell/contract/api/withdrawals';
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../shared/ui/summary-list';
import { useLongDateTime } from '../../shared/ui/use-long-date';
import { useStepHeading } from '../../shared/ui/use-step-heading';
import { useSummaryRows } from './use-summary-rows';

/**
 * Step 3: everything received, its number and time of receipt; printable (the buttons are not).
 * The same page for every submission: whether a contract was found only the e-mail says.
 */
export function WithdrawReceiptStep({
  receipt,
  onStartOver,
}: {
  receipt: WithdrawalReceipt;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const heading = useStepHeading<HTMLHeadingElement>('done');
  const rows = useSummaryRows();
  const dateTime = useLongDateTime();
  return (
    <Stack as="section" gap="6" data-step-id="done" aria-labelledby="withdraw-done-title">
      <Stack gap="2">
        <Heading
          as="h1"
          size="2xl"
          id="withdraw-done-title"
          ref={heading}
          tabIndex={-1}
          outline="none"
        >
          {t('withdraw.done.title')}
        </Heading>
        <Text color="gray.700">{t('withdraw.done.intro')}</Text>
      </Stack>
      <SummaryList
        testId="withdraw-receipt"
        rows={[
          { key: 'id', label: t('withdraw.summary.id'), value: receipt.id },
          {
            key: 'receivedAt',
            label: t('withdraw.summary.receivedAt'),
            value: <time dateTime={receipt.receivedAt}>{dateTime(receipt.receivedAt)}</time>,
          },
          ...rows(receipt),
        ]}
      />
      <Alert.Root status="info" data-testid="withdraw-email-note">
        <Alert.Indicator />
        <Alert.Title>{t('withdraw.done.emailSent', { email: receipt.email })}</Alert.Title>
      </Alert.Root>
      <Stack gap="3" _print={{ display: 'none' }}>
        <Button
          size="xl"
          colorPalette="primary"
          data-testid="withdraw-print"
          onClick={() => window.print()}
        >
          {t('withdraw.done.print')}
        </Button>
        <Button size="xl" variant="outline" data-testid="withdraw-start-over" onClick={onStartOver}>
          {t('withdraw.done.another')}
        </Button>
      </Stack>
    </Stack>
  );
}
