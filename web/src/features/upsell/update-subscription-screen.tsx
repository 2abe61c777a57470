import { Button, Center, Heading, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { useUpsell } from './use-upsell';
import { PayPalOfferButton } from './paypal-offer-button';
import type { UpsellOffer } from './domain/upsell-offer';
import type { Flow } from '../../shared/domain/routes';
import { UPSELL_STEP_ID } from './domain/upsell-plan';
import { upsellTexts } from './domain/upsell-texts';
import { CheckList } from '../../shared/ui/check-list';
import { UPSELL_BARS_BLOCK_PX, UpsellBars } from './upsell-bars';
import { UpsellBreakdown } from './upsell-breakdown';
import { UpsellTerms } from './upsell-terms';
import { useCardReturn, useReturnUrl } from './use-card-return';

const BULLETS = ['lowerPrice', 'habit', 'access', 'goal', 'cancel'] as const;
/** Copy of the usual length under the skeletons while loading, so nothing moves afterwards. */
const PLACEHOLDER = { percent: 50, months: 6, price: '00.00' };

/** A card is charged today; a PayPal revision bills from the next billing date. */
function disclaimerKey(offer: UpsellOffer | null): string {
  if (offer?.paypalFrom)
    return offer.trial ? 'upsellFunnel.disclaimerPaypalTrial' : 'upsellFunnel.disclaimerPaypal';
  return offer?.trial ? 'upsellFunnel.disclaimerTrial' : 'upsellFunnel.disclaimer';
}

/** Spec 02 §2.3, §4.11: the one-time offer of a longer plan right after the payment. */
function UpdateSubscriptionScreen({ flow }: { flow: Flow }) {
  const { t, i18n } = useTranslation();
  const { ui } = useAppStores();
  const { upsell } = useUpsell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stepId = params.get('stepId') ?? UPSELL_STEP_ID;
  const resuming = useCardReturn('upsell', flow);
  const returnUrl = useReturnUrl();

  useEffect(() => {
    upsell.offerShown('update_subscription');
  }, [upsell]);

  useEffect(() => {
    if (resuming) return;
    let active = true;
    void upsell.loadUpsell(stepId).then(() => {
      // An invalid plan was reported by the store; the visitor just moves on.
      if (active && upsell.upsellState === 'skip') {
        navigate(upsell.passedOver('upsell', flow), { replace: true });
      }
    });
    return () => {
      active = false;
      upsell.leave();
    };
  }, [upsell, stepId, resuming, flow, navigate]);

  if (resuming) {
    return (
      <Center minH="80dvh" flexDirection="column" gap="4" role="status">
        <Spinner size="xl" color="primary.solid" />
        <Text>{t('payment.resolving')}</Text>
      </Center>
    );
  }

  const offer = upsell.upsellState === 'ready' ? upsell.offer : null;
  const texts = offer && upsellTexts(offer, i18n.language);
  const context = () => ({ flow, lang: i18n.language, returnUrl: returnUrl() });
  const accept = async () => {
    const next = await upsell.acceptUpsell(context());
    if (next) navigate(next, { replace: true });
  };

  return (
    <Stack gap="6" pt="6" data-screen="update_subscription" aria-busy={!offer}>
      <Skeleton loading={!offer} minH="20" borderRadius="md">
        <Heading as="h1" size="2xl">
          {t('upsellFunnel.headline', { percent: offer?.discountPercent ?? PLACEHOLDER.percent })}
        </Heading>
        <Text mt="2" color="gray.700">
          {t('upsellFunnel.subtitle')}
        </Text>
      </Skeleton>
      {!offer && (
        <Text role="status" srOnly>
          {t('upsellFunnel.loading')}
        </Text>
      )}
      <Skeleton loading={!offer} h={`${UPSELL_BARS_BLOCK_PX}px`} borderRadius="xl">
        {offer && texts && <UpsellBars offer={offer} texts={texts} />}
      </Skeleton>
      <Skeleton loading={!offer} minH="52" borderRadius="xl">
        {offer && texts && <UpsellBreakdown offer={offer} texts={texts} />}
      </Skeleton>
      <Stack as="section" aria-labelledby="upsell-bullets-title" gap="3">
        <Heading as="h2" size="md" id="upsell-bullets-title">
          {t('upsellFunnel.bulletsTitle')}
        </Heading>
        <CheckList
          testId="upsell-bullets"
          items={BULLETS.map((key) => t(`upsellFunnel.bullets.${key}`))}
        />
      </Stack>
      <Skeleton loading={!offer} minH="16">
        <Text fontSize="xs" color="gray.700" data-testid="upsell-disclaimer">
          {t(disclaimerKey(offer), {
            months: offer?.upsell.months ?? PLACEHOLDER.months,
            price: texts?.upsellPrice ?? PLACEHOLDER.price,
            today: texts?.today ?? PLACEHOLDER.price,
            date: texts?.paypalFrom ?? '',
          })}
        </Text>
      </Skeleton>
      {upsell.termsRequired && <UpsellTerms />}
      <Stack gap="2">
        {offer?.paypalFrom ? (
          <PayPalOfferButton product="upsell" flow={flow} currency={offer.currency} />
        ) : (
          <Button
            data-testid="upsell-accept"
            colorPalette="primary"
            size="xl"
            borderRadius="full"
            disabled={!offer}
            loading={ui.blocked}
            onClick={() => void accept()}
          >
            {t('upsellFunnel.accept')}
          </Button>
        )}
        <Button
          data-testid="upsell-decline"
          variant="ghost"
          size="lg"
          disabled={ui.blocked}
          onClick={() => navigate(upsell.decline('upsell', flow), { replace: true })}
        >
          {t('upsellFunnel.decline')}
        </Button>
      </Stack>
    </Stack>
  );
}

export default observer(UpdateSubscriptionScreen);
