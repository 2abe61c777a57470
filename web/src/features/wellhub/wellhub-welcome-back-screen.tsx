import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { useWellhub } from './use-wellhub';
import { loginPasswordError } from '../../shared/domain/account-validation';
import { WELLHUB_PATHS } from './domain/wellhub';
import { TextLink } from '../../shared/ui/router-link';
import { useWellhubScreen } from './use-wellhub-screen';
import { TextField } from '../../shared/ui/text-field';
import { WellhubFrame } from './wellhub-frame';

/**
 * /wellhub/welcome-back (spec 02 §2.7, §5): the existing account signs in with its password
 * (required, checked on change), then becomes the partner member and goes to download.
 */
function WellhubWelcomeBackScreen() {
  const { t } = useTranslation();
  const { ui } = useAppStores();
  const { wellhub } = useWellhub();
  const { error, submitWith, search } = useWellhubScreen('welcome_back');
  const [password, setPassword] = useState('');
  const [changed, setChanged] = useState(false);
  const fieldError = loginPasswordError(password);

  // No address proven in this tab (a link straight here): the e-mail entry sends the mail first.
  if (!wellhub.verification) return <Navigate to={`${WELLHUB_PATHS.entry}${search}`} replace />;

  const submit = submitWith(Boolean(fieldError), () => wellhub.signIn(password));

  return (
    <WellhubFrame
      screen="wellhub_welcome_back"
      title={t('wellhub.welcomeBack.title')}
      subtitle={t('wellhub.welcomeBack.subtitle', { email: wellhub.email })}
      error={error}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="5">
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={wellhub.email}
            readOnly
            hidden
          />
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('wellhub.password')}
            value={password}
            error={changed ? fieldError : null}
            onChange={(value) => {
              setPassword(value);
              setChanged(true);
            }}
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
            {t('wellhub.welcomeBack.submit')}
          </Button>
          <Text fontSize="sm" textAlign="center">
            <TextLink to={`${WELLHUB_PATHS.entry}${search}`}>
              {t('wellhub.welcomeBack.otherEmail')}
            </TextLink>
          </Text>
        </Stack>
      </form>
    </WellhubFrame>
  );
}

export default observer(WellhubWelcomeBackScreen);
