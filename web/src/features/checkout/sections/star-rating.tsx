import { HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3 6.1 20.6l1.3-6.6-4.9-4.6 6.6-.8z';

/** A read-only rating: one accessible sentence ("5 out of 5 stars"), the stars themselves hidden. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const { t } = useTranslation();
  return (
    <HStack
      gap="0.5"
      role="img"
      aria-label={t('payment.testimonials.rating', { rating, max })}
      data-testid="star-rating"
      data-rating={rating}
    >
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          data-star={index < rating ? 'full' : 'empty'}
        >
          <path d={STAR_PATH} fill={index < rating ? '#b45309' : '#e5e7eb'} />
        </svg>
      ))}
    </HStack>
  );
}
