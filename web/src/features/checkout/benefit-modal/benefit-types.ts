import type { FigureVariant } from '../../../shared/ui/before-after-figure';

export const BENEFIT_MODAL_TYPES = ['classic', 'scientificChart', 'beforeAfter'] as const;
export type BenefitModalType = (typeof BENEFIT_MODAL_TYPES)[number];

/** Spec 02 §2.2: the default type is classic, also for a value the flag should not have. */
export function benefitModalType(value: string): BenefitModalType {
  return BENEFIT_MODAL_TYPES.find((type) => type === value) ?? 'classic';
}

/** The before/after figures and title by the answered gender (m, f; anything else neutral). */
export function figureVariant(gender: string | undefined): FigureVariant {
  if (gender === 'm') return 'male';
  if (gender === 'f') return 'female';
  return 'neutral';
}
