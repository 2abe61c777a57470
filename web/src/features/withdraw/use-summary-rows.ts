import { useTranslation } from 'react-i18next';
import type { SummaryRow } from '../../shared/ui/summary-list';

type Submitted = { name: string; email: string; reference?: string };

/** The rows of what is submitted, the same on the confirmation step and the receipt. */
export function useSummaryRows(): (submitted: Submitted) => SummaryRow[] {
  const { t } = useTranslation();
  return (submitted) => [
    { key: 'name', label: t('withdraw.form.name'), value: submitted.name },
    { key: 'email', label: t('withdraw.form.email'), value: submitted.email },
    {
      key: 'reference',
      label: t('withdraw.form.reference'),
      value: submitted.reference || t('withdraw.summary.noReference'),
    },
  ];
}
