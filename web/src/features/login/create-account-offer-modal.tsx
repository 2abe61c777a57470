import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { useLogin } from './use-login';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/** Spec 01 §4: the e-mail has no account; create one with the same credentials, or close. */
export const CreateAccountOfferModal = observer(function CreateAccountOfferModal({
  onCreate,
}: {
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const { ui } = useAppStores();
  const { login } = useLogin();
  const offer = login.createOffer;
  return (
    <ConfirmDialog
      open={offer !== null}
      testId="create-account-offer-modal"
      title={t('createAccountOfferModal.title')}
      text={t('createAccountOfferModal.text', { email: offer?.email ?? '' })}
      confirmLabel={t('createAccountOfferModal.create')}
      confirmTestId="create-account-offer-create"
      confirmDisabled={ui.blocked}
      dismissLabel={t('createAccountOfferModal.cancel')}
      onConfirm={onCreate}
      onDismiss={() => login.closeCreateOffer()}
    />
  );
});
