import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { useLogin } from './use-login';
import { emailError } from '../../shared/domain/account-validation';
import { normalizeEmail } from '../../shared/domain/email';
import { FormField } from './form-field';

type ResetPasswordModalProps = {
  /** The e-mail typed on the login form, or null while the modal is closed. */
  initialEmail: string | null;
  onClose: () => void;
};

/** Spec 01 §4, 02 §8: validates the e-mail, then sends the reset e-mail; success closes it. */
export const ResetPasswordModal = observer(function ResetPasswordModal({
  initialEmail,
  onClose,
}: ResetPasswordModalProps) {
  const open = initialEmail !== null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop _motionReduce={{ animation: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="reset-password-modal"
            mx="4"
            _motionReduce={{ animation: 'none' }}
          >
            {open && <ResetPasswordForm initialEmail={initialEmail} onClose={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

const ResetPasswordForm = observer(function ResetPasswordForm({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { ui } = useAppStores();
  const { login } = useLogin();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const error = emailError(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || ui.blocked) return;
    if (await login.sendPasswordReset(normalizeEmail(email))) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t('resetPasswordModal.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text>{t('resetPasswordModal.text')}</Text>
          <FormField
            name="resetEmail"
            label={t('resetPasswordModal.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            touched={touched}
            onChange={setEmail}
            onBlur={() => setTouched(true)}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Stack w="full">
          <Button
            type="submit"
            colorPalette="primary"
            size="lg"
            data-testid="reset-password-submit"
            loading={ui.blocked}
          >
            {t('resetPasswordModal.submit')}
          </Button>
          <Button variant="ghost" size="lg" onClick={onClose}>
            {t('resetPasswordModal.cancel')}
          </Button>
        </Stack>
      </Dialog.Footer>
    </form>
  );
});
