import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { useWellhub } from './use-wellhub';
import { emailError } from '../../shared/domain/account-validation';
import { TextLink } from '../../shared/ui/router-link';
import { useWellhubScreen } from './use-wellhub-screen';
import { TextField } from '../../shared/ui/text-field';
import { WellhubFrame } from './wellhub-frame';

/**
 * /wellhub and /wellhub/login (spec 02 §2.7): the partner member's e-mail, checked on blur;
 * continue mails our confirmation link to the registration's address (issue 32), and the screen
 * waits for it (send again, or another address). An address this tab already proved goes on to
 * welcome back (the account exists) or register (it does not).
 */
function WellhubEntryScreen() {
  const { t } = useTranslation();
  const { ui } = useAppStores();
  const { wellhub } = useWellhub();
  const { error, setError, submitWith } = useWellhubScreen('login');
  const [typed, setTyped] = useState<string | null>(null);
  const [blurred, setBlurred] = useState(false);
  const email = typed ?? wellhub.email;
  const fieldError = emailError(email);
  const hint = wellhub.registrationEmailHint;

  const submit = submitWith(Boolean(fieldError), () => wellhub.continueWithEmail(email));
  const resend = submitWith(false, () => wellhub.resendVerification());

  if (wellhub.sentTo)
    return (
      <WellhubFrame
        screen="wellhub_check_inbox"
        title={t('wellhub.sent.title')}
        subtitle={t('wellhub.sent.text', { email: wellhub.sentTo })}
        error={error}
      >
        <form onSubmit={(event) => void resend(event)} noValidate>
          <Stack gap="4">
            <Text role="status" data-testid="wellhub-sent">
              {wellhub.resent ? t('wellhub.sent.resent') : t('wellhub.sent.openLink')}
            </Text>
            <Button
              type="submit"
              data-testid="resend"
              variant="outline"
              colorPalette="primary"
              size="xl"
              borderRadius="full"
              disabled={ui.blocked}
              loading={ui.blocked}
            >
              {t('wellhub.sent.resend')}
            </Button>
            <Button
              type="button"
              variant="plain"
              textDecoration="underline"
              onClick={() => {
                setError(null);
                wellhub.chooseOtherEmail();
              }}
            >
              {t('wellhub.sent.otherEmail')}
            </Button>
          </Stack>
        </form>
      </WellhubFrame>
    );

  return (
    <WellhubFrame
      screen="wellhub_login"
      title={t('wellhub.entry.title')}
      subtitle={t('wellhub.entry.subtitle')}
      error={error}
    >
      {/* Busy until the registration (its address hint) is read: a reader should not meet the
          form half-way. */}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={wellhub.readingRegistration}
      >
        <Stack gap="5">
          {hint && (
            <Text data-testid="wellhub-email-hint">{t('wellhub.entry.hint', { email: hint })}</Text>
          )}
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={t('wellhub.email')}
            value={email}
            error={blurred ? fieldError : null}
            onChange={setTyped}
            onBlur={() => setBlurred(true)}
          />
          <Button
            type="submit"
            data-testid="continue"
            colorPalette="primary"
            size="xl"
            borderRadius="full"
            disabled={Boolean(fieldError) || ui.blocked}
            loading={ui.blocked}
          >
            {t('wellhub.entry.continue')}
          </Button>
          <Text fontSize="sm" color="gray.700" textAlign="center">
            <Trans
              i18nKey="wellhub.entry.legal"
              components={{ terms: <TextLink to="/terms" />, privacy: <TextLink to="/privacy" /> }}
            />
          </Text>
        </Stack>
      </form>
    </WellhubFrame>
  );
}

export default observer(WellhubEntryScreen);
