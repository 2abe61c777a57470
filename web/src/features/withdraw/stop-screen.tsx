import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { WITHDRAWAL_DELAY_HOURS } from '@fastwell/contract/api/withdrawals';
import { WITHDRAWAL_STOP_PARAM } from '@fastwell/contract/url-params';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useLongDateTime } from '../../shared/ui/use-long-date';
import { useWithdrawal } from './use-withdrawal';

/**
 * /withdraw/stop?stop=… (the withdrawal e-mail's "this was not me" link): stops the withdrawal on
 * the visitor's click only; opening the page sends nothing, since mail scanners open links. The
 * token is read once and taken off the address bar (issue 32): whoever holds it can stop the
 * withdrawal, so it is not left in the history, a copied link or a Referer.
 */
function StopScreen() {
  const { t } = useTranslation();
  const { withdrawal } = useWithdrawal();
  const [stop] = useState(() => withdrawal.stop());
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => params.get(WITHDRAWAL_STOP_PARAM));
  useEffect(() => {
    if (!params.has(WITHDRAWAL_STOP_PARAM)) return;
    const rest = new URLSearchParams(params);
    rest.delete(WITHDRAWAL_STOP_PARAM);
    void navigate({ search: rest.toString() }, { replace: true });
  }, [navigate, params]);
  const dateTime = useLongDateTime();
  const title = t('withdraw.stop.title');
  useDocumentTitle(title);
  return (
    <Stack as="section" gap="6" pt="8" data-screen="withdraw-stop" aria-labelledby="stop-title">
      <Stack gap="2">
        <Heading as="h1" size="2xl" id="stop-title">
          {title}
        </Heading>
        <Text color="gray.700">{t('withdraw.stop.intro', { hours: WITHDRAWAL_DELAY_HOURS })}</Text>
      </Stack>
      <Stack gap="3" aria-live="polite">
        {stop.status === 'stopped' && stop.receivedAt && (
          <Alert.Root status="success" data-testid="stop-success">
            <Alert.Indicator />
            <Alert.Title>
              {t('withdraw.stop.stopped', { date: dateTime(stop.receivedAt) })}
            </Alert.Title>
          </Alert.Root>
        )}
        {stop.status === 'failed' && stop.problem && (
          <Alert.Root status="error" role="alert" data-testid="stop-error">
            <Alert.Indicator />
            <Alert.Title>{t(stop.problem.key, stop.problem.values)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      {stop.canStop && (
        <Button
          size="xl"
          colorPalette="primary"
          data-testid="stop-withdrawal"
          loading={stop.status === 'busy'}
          onClick={() => void stop.stop(token)}
        >
          {t('withdraw.stop.button')}
        </Button>
      )}
      <Link asChild color="primary.fg" fontWeight="semibold" alignSelf="start">
        <RouterLink to="/">{t('legal.home')}</RouterLink>
      </Link>
    </Stack>
  );
}

export default observer(StopScreen);
