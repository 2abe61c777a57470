import { Badge, Button, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { useUpsell } from './use-upsell';
import { formatMoney } from '../../shared/domain/packages';
import { weightAnswerOf } from '../../shared/domain/onboarding/selections';
import type { Flow } from '../../shared/domain/routes';
import { showsEbookBonus } from './domain/ebook-price';
import { goalWeightText } from './domain/goal-weight';
import { CheckList } from '../../shared/ui/check-list';
import { useCardReturn, useReturnUrl } from './use-card-return';
import { EbookTotal } from './ebook-total';
import { EbookWaiver } from './ebook-waiver';
import { PayPalOfferButton } from './paypal-offer-button';
import { useBlockBrowserBack } from '../../shared/ui/use-block-browser-back';

const DETAILS = ['format', 'access', 'keep'] as const;
const BULLETS = ['start', 'recipes', 'plateaus', 'routine', 'keepOff'] as const;

/** Spec 02 §2.3: the one-off e-book offered after the payment. */
function EbookScreen({ flow }: { flow: Flow }) {
  const { t, i18n } = useTranslation();
  const { onboarding, ui } = useAppStores();
  const { upsell } = useUpsell();
  const navigate = useNavigate();
  const resuming = useCardReturn('ebook', flow);
  const returnUrl = useReturnUrl();
  useBlockBrowserBack(upsell.ebookState === 'ready' && upsell.ebookBlocksBack);

  useEffect(() => {
    upsell.offerShown('ebook');
  }, [upsell]);

  useEffect(() => {
    if (resuming) return;
    let active = true;
    void upsell.loadEbook().then(() => {
      // Without an e-book price (reported by the store) there is nothing to offer.
      if (active && upsell.ebookState === 'skip') {
        navigate(upsell.passedOver('ebook', flow), { replace: true });
      }
    });
    return () => {
      active = false;
      upsell.leave();
    };
  }, [upsell, resuming, flow, navigate]);

  const ebook = upsell.ebookState === 'ready' && !resuming ? upsell.ebook : null;
  const weight = goalWeightText(
    weightAnswerOf(onboarding.selections.perfect_weight),
    i18n.language,
  );
  const buy = async () => {
    const next = await upsell.buyEbook({ flow, lang: i18n.language, returnUrl: returnUrl() });
    if (next) navigate(next, { replace: true });
  };

  return (
    <Stack gap="6" pt="6" data-screen="ebook" aria-busy={!ebook}>
      <Stack gap="3" align="flex-start">
        <Heading as="h1" size="md" color="primary.fg">
          {t('ebook.title')}
        </Heading>
        <Badge colorPalette="secondary" variant="solid" borderRadius="full" px="3">
          {t('ebook.label')}
        </Badge>
        <Text fontSize="2xl" fontWeight="bold" data-testid="ebook-headline">
          {weight ? t('ebook.headline', { weight }) : t('ebook.headlineNoGoal')}
        </Text>
      </Stack>
      <Stack as="section" aria-labelledby="ebook-details-title" gap="2">
        <Heading as="h2" size="sm" id="ebook-details-title">
          {t('ebook.detailsTitle')}
        </Heading>
        <List.Root as="ul" gap="1" ps="5" data-testid="ebook-details">
          {DETAILS.map((key) => (
            <List.Item key={key}>{t(`ebook.details.${key}`)}</List.Item>
          ))}
          {showsEbookBonus(i18n.language) && (
            <List.Item data-testid="ebook-bonus" fontWeight="semibold">
              {t('ebook.bonus')}
            </List.Item>
          )}
        </List.Root>
      </Stack>
      {!ebook && (
        <Text role="status" srOnly>
          {t('ebook.loading')}
        </Text>
      )}
      <Skeleton loading={!ebook} minH="20" borderRadius="xl">
        {ebook && <EbookTotal ebook={ebook} />}
      </Skeleton>
      <Stack gap="2">
        {/* §312j BGB: the price and its terms directly above the order button. */}
        <Skeleton loading={!ebook} minH="10">
          <Text fontSize="xs" color="gray.700" data-testid="ebook-disclaimer">
            {t(upsell.paidByPayPal ? 'ebook.disclaimerPaypal' : 'ebook.disclaimer', {
              // Copy of the usual length under the skeleton while loading.
              price: ebook
                ? formatMoney(ebook.discountedAmount, ebook.currency, i18n.language)
                : '00.00',
            })}
          </Text>
        </Skeleton>
        <EbookWaiver />
        {ebook && upsell.paidByPayPal ? (
          <PayPalOfferButton product="ebook" flow={flow} currency={ebook.currency.toUpperCase()} />
        ) : (
          <Button
            data-testid="ebook-buy"
            colorPalette="primary"
            size="xl"
            borderRadius="full"
            disabled={!ebook}
            loading={ui.blocked}
            onClick={() => void buy()}
          >
            {t('ebook.buy')}
          </Button>
        )}
        <Button
          data-testid="ebook-decline"
          variant="ghost"
          size="lg"
          disabled={ui.blocked || resuming}
          onClick={() => navigate(upsell.decline('ebook', flow), { replace: true })}
        >
          {t('ebook.decline')}
        </Button>
      </Stack>
      <Stack as="section" aria-labelledby="ebook-bullets-title" gap="3">
        <Heading as="h2" size="md" id="ebook-bullets-title">
          {t('ebook.bulletsTitle')}
        </Heading>
        <CheckList testId="ebook-bullets" items={BULLETS.map((key) => t(`ebook.bullets.${key}`))} />
      </Stack>
      <Link
        href="/refund-policy"
        target="_blank"
        rel="noopener"
        aria-label={`${t('ebook.refundPolicy')} ${t('ebook.newTab')}`}
        data-testid="ebook-refund-policy"
        alignSelf="center"
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="full"
        px="4"
        py="2"
        fontSize="sm"
        fontWeight="semibold"
        color="primary.fg"
      >
        {t('ebook.refundPolicy')}
      </Link>
    </Stack>
  );
}

export default observer(EbookScreen);
