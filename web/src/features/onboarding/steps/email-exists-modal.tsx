import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

type EmailExistsModalProps = {
  open: boolean;
  onLogin: () => void;
  onClose: () => void;
};

/** Spec 01 §4: the e-mail already has an account; log in or close. */
export function EmailExistsModal({ open, onLogin, onClose }: EmailExistsModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      testId="email-exists-modal"
      title={t('emailExistsModal.title')}
      text={t('emailExistsModal.text')}
      confirmLabel={t('emailExistsModal.login')}
      confirmTestId="email-exists-login"
      dismissLabel={t('common.close')}
      onConfirm={onLogin}
      onDismiss={onClose}
    />
  );
}
