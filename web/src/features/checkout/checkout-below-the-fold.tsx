import { Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Package } from '../../shared/domain/packages';
import { PackageList } from './package-list';
import { DisclaimerSection } from './sections/disclaimer-section';
import { GetResultsSection } from './sections/get-results-section';
import { MoneyBackSection } from './sections/money-back-section';
import { ScreenshotSlider } from './sections/screenshot-slider';
import { TestimonialsSection } from './sections/testimonials-section';

/**
 * The checkout screen below its packages (spec 02 §2.2): screenshots, testimonials, the packages
 * again, guarantee and disclaimer. A lazy chunk with Chakra, rendered once the packages above
 * it have painted.
 */
export function CheckoutBelowTheFold({
  loaded,
  onChoose,
}: {
  /** The packages are there (else their skeleton). */
  loaded: boolean;
  onChoose: (pkg: Package) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ScreenshotSlider />
      <TestimonialsSection />
      <GetResultsSection>
        <Skeleton loading={!loaded} minH="72" borderRadius="xl">
          <PackageList onChoose={onChoose} label={t('payment.getResults')} />
        </Skeleton>
      </GetResultsSection>
      <MoneyBackSection />
      <DisclaimerSection />
    </>
  );
}
