import type { WeightAnswer } from '../../../shared/domain/measurements';

/** The answered goal weight in the unit it was given, localized ("70 kg", "170 lb"). */
export function goalWeightText(answer: WeightAnswer | undefined, locale: string): string | null {
  if (!answer) return null;
  const { value, unit } = answer.original;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'lb' ? 'pound' : 'kilogram',
    maximumFractionDigits: 1,
  }).format(value);
}
