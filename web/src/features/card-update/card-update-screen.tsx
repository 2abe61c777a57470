import { Alert, Button, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '../../shared/domain/routes';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { StepTitle } from '../../shared/ui/step-title';
import { CardUpdateForm } from './card-update-form';
import { RenewalSummary } from './renewal-summary';
import type { CardUpdateView } from './stores/card-update.store';
import { useCardUpdate } from './use-card-update';
import { useCardUpdateEntry } from './use-card-update-entry';

/**
 * /card-update?token=… (a failed renewal's mails, and "Update card" on the management screen):
 * without signing in, what is owed and a new card that pays it at once, or the bank's
 * confirmation of the payment; then whether premium continues. The token is read once and taken
 * off the address bar; the tab keeps it for a reload and the return from the bank's page.
 */
function CardUpdateScreen() {
  const { t } = useTranslation();
  const { cardUpdate } = useCardUpdate();
  useCardUpdateEntry();
  const view = cardUpdate.view;
  const title = t(`cardUpdate.titles.${view}`);
  useDocumentTitle(title);
  return (
    <Stack
      as="section"
      gap="6"
      pt="8"
      data-screen="card-update"
      data-testid="card-update"
      data-state={view}
      aria-labelledby={view === 'loading' ? undefined : 'card-update-title'}
      aria-busy={view === 'loading'}
    >
      {view === 'loading' ? (
        <LoadingState label={title} />
      ) : (
        <StepTitle id="card-update-title" step={view}>
          {title}
        </StepTitle>
      )}
      <Stack gap="3" aria-live="polite">
        {cardUpdate.problem && view !== 'loading' && (
          <Alert.Root status="error" role="alert" data-testid="card-update-error">
            <Alert.Indicator />
            <Alert.Title>{t(cardUpdate.problem.key, cardUpdate.problem.values)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      <ViewBody view={view} />
    </Stack>
  );
}

/** The first read: the shapes of the open renewal's page, so nothing moves when it arrives. */
function LoadingState({ label }: { label: string }) {
  return (
    <Stack gap="6" role="status" data-testid="card-update-loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height="10" width="70%" borderRadius="md" />
      <Skeleton height="36" borderRadius="2xl" />
      <Skeleton height="52" borderRadius="lg" />
    </Stack>
  );
}

const ViewBody = observer(function ViewBody({ view }: { view: CardUpdateView }) {
  const { t } = useTranslation();
  const { cardUpdate } = useCardUpdate();
  switch (view) {
    case 'loading':
      return null;
    case 'invalid':
      return (
        <Stack gap="4" data-testid="card-update-invalid">
          <Text color="gray.700">{t('cardUpdate.invalid.text')}</Text>
          <NextStep to={ROUTES.manageSubscription} testId="card-update-manage">
            {t('cardUpdate.invalid.manage')}
          </NextStep>
        </Stack>
      );
    case 'ended':
      return (
        <Stack gap="4" data-testid="card-update-ended">
          <Text color="gray.700">{t('cardUpdate.ended.text')}</Text>
          <NextStep to={ROUTES.manageSubscription} testId="card-update-start-again">
            {t('cardUpdate.ended.startAgain')}
          </NextStep>
        </Stack>
      );
    case 'paid':
      return (
        <Stack gap="4" data-testid="card-update-paid">
          <Alert.Root status="success" data-testid="card-update-success">
            <Alert.Indicator />
            <Alert.Title>{t('cardUpdate.paid.text')}</Alert.Title>
          </Alert.Root>
          <NextStep to={ROUTES.manageSubscription} testId="card-update-manage" quiet>
            {t('cardUpdate.paid.manage')}
          </NextStep>
        </Stack>
      );
    case 'unavailable':
      return (
        <Stack gap="4" data-testid="card-update-unavailable">
          <RetryButton />
        </Stack>
      );
    case 'card':
      return (
        <Stack gap="6" data-testid="card-update-open" data-needs="card">
          <Text color="gray.700">{t('cardUpdate.card.intro')}</Text>
          <RenewalSummary />
          <Stack gap="4">
            <Heading as="h2" size="lg" id="card-update-card-heading">
              {t('cardUpdate.card.heading')}
            </Heading>
            {cardUpdate.cardFormSecret ? (
              <CardUpdateForm clientSecret={cardUpdate.cardFormSecret} />
            ) : cardUpdate.setupState === 'failed' ? (
              <RetryButton />
            ) : (
              <Skeleton height="52" borderRadius="lg" data-testid="card-update-form-loading" />
            )}
          </Stack>
        </Stack>
      );
    case 'authentication':
      return (
        <Stack gap="6" data-testid="card-update-open" data-needs="authentication">
          <Text color="gray.700">{t('cardUpdate.authentication.text')}</Text>
          <RenewalSummary />
          <Button
            colorPalette="primary"
            size="xl"
            borderRadius="full"
            data-testid="card-update-authenticate"
            loading={cardUpdate.busy}
            loadingText={t('cardUpdate.authentication.confirming')}
            onClick={() => void cardUpdate.authenticate()}
          >
            {t('cardUpdate.authentication.button')}
          </Button>
        </Stack>
      );
  }
});

const RetryButton = observer(function RetryButton() {
  const { t } = useTranslation();
  const { cardUpdate } = useCardUpdate();
  return (
    <Button
      colorPalette="primary"
      variant="outline"
      size="lg"
      borderRadius="full"
      alignSelf="start"
      data-testid="card-update-retry"
      loading={cardUpdate.setupState === 'loading'}
      onClick={() => void cardUpdate.retry()}
    >
      {t('cardUpdate.retry')}
    </Button>
  );
});

/** Where to go from a page that ends here: a link styled as the page's main button. */
function NextStep({
  to,
  testId,
  quiet,
  children,
}: {
  to: string;
  testId: string;
  quiet?: boolean;
  children: string;
}) {
  return (
    <Button
      asChild
      colorPalette="primary"
      variant={quiet ? 'outline' : 'solid'}
      size="xl"
      borderRadius="full"
      data-testid={testId}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

export default observer(CardUpdateScreen);
