import { Box, Flex, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCheckout } from '../use-checkout';
import { isBannerVisible } from '../domain/discount-timer';

/** The banner's height is fixed so the page does not move when it appears or goes. */
const BANNER_MIN_H = '24';

function GiftIcon() {
  return (
    <Box
      w="10"
      h="10"
      flexShrink={0}
      color="secondary.solid"
      _motionSafe={{ animation: 'pulse 2s ease-in-out 3' }}
    >
      <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" fill="currentColor">
        <path d="M3 9h18v4H3zM4.5 13h6.5v8H4.5zM13 13h6.5v8H13zM11 9h2v12h-2z" />
        <path d="M12 9C10 5 6.5 4.5 6.5 6.8 6.5 8.6 9.5 9 12 9zm0 0c2-4 5.5-4.5 5.5-2.2 0 1.8-3 2.2-5.5 2.2z" />
      </svg>
    </Box>
  );
}

function ClockIcon() {
  return (
    <Box w="10" h="10" flexShrink={0} color="primary.solid">
      <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" fill="none">
        <circle cx="12" cy="13" r="8" stroke="currentColor" strokeWidth="2" />
        <path d="M12 9v4l3 2M9 2h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Box>
  );
}

/**
 * The discount banner of spec 02 §2.2: gift, countdown or both, only while a discount exists and
 * time is left. The ticking mm:ss is hidden from screen readers; they get the reservation's end
 * time once and a polite announcement when it runs out.
 */
export const DiscountBanner = observer(function DiscountBanner({
  hasDiscount,
  pending = false,
}: {
  /** Any package has a discounted price. */
  hasDiscount: boolean;
  /** Packages still loading with a discount likely: keep the banner's space. */
  pending?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { discountTimer: timer } = useCheckout();
  const visible = isBannerVisible(hasDiscount, timer.remainingMs);
  const type = timer.bannerType;
  const gift = type !== 'countdown';
  const countdown = type !== 'gift';

  const banner = visible ? (
    <Flex
      data-testid="discount-banner"
      data-variant={type}
      minH={BANNER_MIN_H}
      align="center"
      gap="3"
      px="4"
      py="3"
      borderRadius="xl"
      borderWidth="1px"
      borderColor={gift ? 'secondary.muted' : 'primary.muted'}
      bg={gift ? 'secondary.subtle' : 'primary.subtle'}
    >
      {gift ? <GiftIcon /> : <ClockIcon />}
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="bold">
          {t(gift ? 'payment.discountBanner.giftTitle' : 'payment.discountBanner.countdownTitle')}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {t(gift ? 'payment.discountBanner.giftText' : 'payment.discountBanner.countdownText')}
        </Text>
      </Stack>
      {countdown && (
        <>
          <Stack gap="0" align="center" flexShrink={0} aria-hidden="true">
            <Text fontSize="xs" color="gray.700">
              {t('payment.discountBanner.timeLeft')}
            </Text>
            <Text
              data-testid="discount-countdown"
              fontSize="2xl"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              color={gift ? 'secondary.fg' : 'primary.fg'}
              minW="16"
              textAlign="center"
            >
              {timer.display}
            </Text>
          </Stack>
          {timer.expiresAt !== undefined && (
            <VisuallyHidden>
              {t('payment.discountBanner.reservedUntil', {
                time: new Intl.DateTimeFormat(i18n.language, {
                  hour: 'numeric',
                  minute: '2-digit',
                }).format(timer.expiresAt),
              })}
            </VisuallyHidden>
          )}
        </>
      )}
    </Flex>
  ) : pending ? (
    <Skeleton minH={BANNER_MIN_H} borderRadius="xl" data-testid="discount-banner-placeholder" />
  ) : null;

  return (
    <>
      {banner}
      <VisuallyHidden aria-live="polite" data-testid="discount-announcer">
        {timer.endedWhileRunning ? t('payment.discountBanner.ended') : ''}
      </VisuallyHidden>
    </>
  );
});
