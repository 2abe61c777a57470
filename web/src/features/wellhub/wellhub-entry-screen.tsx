import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useStore } from '../../stores/store-context';
import { emailError } from '../../domain/account-validation';
import { TextLink } from '../../ui/router-link';
import { useWellhubScreen } from './use-wellhub-screen';
import { TextField } from '../../ui/text-field';
import { WellhubFrame } from './wellhub-frame';

/**
 * /wellhub and /wellhub/login (spec 02 §2.7): the partner member's e-mail, checked on blur,
 * then welcome back (the account exists) or register (it does not).
 */
function WellhubEntryScreen() {
  const { t } = useTranslation();
  const { wellhub, ui } = useStore();
  const { error, submitWith } = useWellhubScreen('login');
  // Until the member types, the e-mail of this tab's flow or of the registration is offered.
  const [typed, setTyped] = useState<string | null>(null);
  const [blurred, setBlurred] = useState(false);
  const email = typed ?? (wellhub.email || wellhub.registrationEmail);
  const fieldError = emailError(email);

  const submit = submitWith(Boolean(fieldError), () => wellhub.continueWithEmail(email));

  return (
    <WellhubFrame
      screen="wellhub_login"
      title={t('wellhub.entry.title')}
      subtitle={t('wellhub.entry.subtitle')}
      error={error}
    >
      {/* Busy until the registration's e-mail (the field's default) is known: it then fills in
          and enables the button, which a reader should not meet half-way. */}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={wellhub.readingRegistration}
      >
        <Stack gap="5">
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
