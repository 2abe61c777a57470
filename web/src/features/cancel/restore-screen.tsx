import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { RESTORE_LINK_PARAM } from '@fastwell/contract/url-params';
import { useCancellation } from './use-cancellation';
import { useCancellationDates } from './cancellation-dates';

/**
 * /cancel/restore?restore=… (the cancellation e-mail's "this was not me" link): keeps the
 * subscription on the visitor's click only; opening the page sends nothing, since mail scanners
 * open links. The token is read once and taken off the address bar (issue 32): whoever holds it
 * can undo the cancellation, so it is not left in the history, a copied link or a Referer.
 */
function RestoreScreen() {
  const { t } = useTranslation();
  const { cancellation } = useCancellation();
  const [restore] = useState(() => cancellation.restore());
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => params.get(RESTORE_LINK_PARAM));
  useEffect(() => {
    if (!params.has(RESTORE_LINK_PARAM)) return;
    const rest = new URLSearchParams(params);
    rest.delete(RESTORE_LINK_PARAM);
    void navigate({ search: rest.toString() }, { replace: true });
  }, [navigate, params]);
  const dates = useCancellationDates();
  return (
    <Stack as="section" gap="6" pt="8" data-screen="cancel-restore" aria-labelledby="restore-title">
      <Stack gap="2">
        <Heading as="h1" size="2xl" id="restore-title">
          {t('cancel.restore.title')}
        </Heading>
        <Text color="gray.700">{t('cancel.restore.intro')}</Text>
      </Stack>
      <Stack gap="3" aria-live="polite">
        {restore.status === 'restored' && (
          <Alert.Root status="success" data-testid="restore-success">
            <Alert.Indicator />
            <Alert.Title>
              {restore.renewsAt
                ? t('cancel.restore.restoredOn', { date: dates.dateOf(restore.renewsAt) })
                : t('cancel.restore.restored')}
            </Alert.Title>
          </Alert.Root>
        )}
        {restore.status === 'failed' && restore.problem && (
          <Alert.Root status="error" role="alert" data-testid="restore-error">
            <Alert.Indicator />
            <Alert.Title>{t(restore.problem.key, restore.problem.values)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      {restore.status !== 'restored' && (
        <Button
          size="xl"
          colorPalette="primary"
          data-testid="keep-subscription"
          loading={restore.status === 'busy'}
          onClick={() => void restore.keep(token)}
        >
          {t('cancel.restore.keep')}
        </Button>
      )}
      <Link asChild color="primary.fg" fontWeight="semibold" alignSelf="start">
        <RouterLink to="/">{t('legal.home')}</RouterLink>
      </Link>
    </Stack>
  );
}

export default observer(RestoreScreen);
