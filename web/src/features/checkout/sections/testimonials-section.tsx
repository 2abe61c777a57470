import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRating } from './star-rating';

export const REVIEWS = ['first', 'second', 'third'] as const;
const RATING = 5;

/** Three member reviews with five stars each. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap="3">
      <Heading as="h2" size="md" id={titleId}>
        {t('payment.testimonials.title')}
      </Heading>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
        {REVIEWS.map((review) => {
          const key = `payment.testimonials.reviews.${review}`;
          return (
            <Box
              as="li"
              key={review}
              data-testid="testimonial"
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="xl"
              p="4"
            >
              <Box as="figure" m="0">
                <StarRating rating={RATING} />
                <Text as="blockquote" mt="2" color="gray.800">
                  {t(`${key}.text`)}
                </Text>
                <Text as="figcaption" mt="2" fontSize="sm" fontWeight="semibold" color="gray.700">
                  {`${t(`${key}.name`)}, ${t(`${key}.city`)}`}
                </Text>
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
