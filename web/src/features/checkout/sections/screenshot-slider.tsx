import { Box, Heading, Image, Stack } from '@chakra-ui/react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckout } from '../use-checkout';
import { sliderImages } from '../domain/slider-images';

/**
 * Spec 02 §9: 1.3 slides visible up to 768 px viewport width, else 2.5. "Up to" includes 768 px,
 * where the md breakpoint (min-width: 768px) would already apply, hence a query of its own.
 */
const SLIDE_WIDTH = {
  width: 'calc(100% / 1.3)',
  '@media screen and (min-width: 768.02px)': { width: 'calc(100% / 2.5)' },
};

/**
 * App screenshots in the current language: a horizontal CSS scroll-snap strip, focusable so the
 * arrow keys scroll it. The images keep a fixed 1:2 ratio, so nothing moves while they load.
 */
export function ScreenshotSlider() {
  const { t, i18n } = useTranslation();
  const { checkoutPayment } = useCheckout();
  const titleId = useId();
  const set = useMemo(() => sliderImages(i18n.language), [i18n.language]);

  useEffect(() => {
    if (set.unknownLanguage !== undefined)
      checkoutPayment.sliderLanguageUnknown(set.unknownLanguage);
  }, [checkoutPayment, set.unknownLanguage]);

  return (
    <Stack as="section" aria-labelledby={titleId} gap="3">
      <Heading as="h2" size="md" id={titleId}>
        {t('payment.slider.title')}
      </Heading>
      <Box
        role="region"
        aria-label={t('payment.slider.label')}
        tabIndex={0}
        data-testid="screenshot-slider"
        data-language={set.language}
        overflowX="auto"
        scrollSnapType="x mandatory"
        overscrollBehaviorX="contain"
        pb="2"
        borderRadius="lg"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'primary.solid',
          outlineOffset: '2px',
        }}
        _motionSafe={{ scrollBehavior: 'smooth' }}
      >
        <Box as="ul" display="flex" listStyleType="none" m="0" p="0">
          {set.images.map((image) => (
            <Box
              as="li"
              key={image.screen}
              flex="0 0 auto"
              css={SLIDE_WIDTH}
              pe="3"
              scrollSnapAlign="start"
            >
              <Image
                src={image.src}
                width={300}
                height={600}
                alt={t(`payment.slider.screens.${image.screen}`)}
                aspectRatio="1 / 2"
                w="full"
                h="auto"
                loading="lazy"
                decoding="async"
                borderRadius="2xl"
                boxShadow="sm"
                bg="gray.50"
              />
            </Box>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
