import type { CancellationKind } from '@fastwell/contract/api/cancellations';
import { useTranslation } from 'react-i18next';
import type { SummaryRow } from '../../shared/ui/summary-list';
import { useCancellationDates } from './cancellation-dates';

type Submitted = {
  name: string;
  email: string;
  reference?: string;
  kind: CancellationKind;
  reason?: string;
  endDate?: string;
};

/** The rows of what is submitted, the same on the confirmation step and the receipt. */
export function useSummaryRows(): (submitted: Submitted) => SummaryRow[] {
  const { t } = useTranslation();
  const dates = useCancellationDates();
  return (submitted) => [
    { key: 'name', label: t('cancel.form.name'), value: submitted.name },
    { key: 'email', label: t('cancel.form.email'), value: submitted.email },
    {
      key: 'reference',
      label: t('cancel.form.reference'),
      value: submitted.reference || t('cancel.summary.noReference'),
    },
    { key: 'kind', label: t('cancel.form.kind'), value: t(`cancel.kind.${submitted.kind}`) },
    ...(submitted.kind === 'extraordinary'
      ? [{ key: 'reason', label: t('cancel.form.reason'), value: submitted.reason ?? '' }]
      : []),
    {
      key: 'endDate',
      label: t('cancel.form.endDate'),
      value: submitted.endDate ? dates.day(submitted.endDate) : t('cancel.form.earliest'),
    },
  ];
}
