import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store-context';

/** Spec 01 §4: the e-mail has no account; create one with the same credentials, or close. */
export const CreateAccountOfferModal = observer(function CreateAccountOfferModal({
  onCreate,
}: {
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const { login, ui } = useStore();
  const offer = login.createOffer;
  return (
    <Dialog.Root
      open={offer !== null}
      onOpenChange={(details) => {
        if (!details.open) login.closeCreateOffer();
      }}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop _motionReduce={{ animation: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="create-account-offer-modal"
            mx="4"
            _motionReduce={{ animation: 'none' }}
          >
            <Dialog.Header>
              <Dialog.Title>{t('createAccountOfferModal.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('createAccountOfferModal.text', { email: offer?.email ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack w="full">
                <Button
                  colorPalette="primary"
                  size="lg"
                  data-testid="create-account-offer-create"
                  disabled={ui.blocked}
                  onClick={onCreate}
                >
                  {t('createAccountOfferModal.create')}
                </Button>
                <Button variant="ghost" size="lg" onClick={() => login.closeCreateOffer()}>
                  {t('createAccountOfferModal.cancel')}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
