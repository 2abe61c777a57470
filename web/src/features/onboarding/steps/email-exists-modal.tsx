import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type EmailExistsModalProps = {
  open: boolean;
  onLogin: () => void;
  onClose: () => void;
};

/** Spec 01 §4: the e-mail already has an account; log in or close. */
export function EmailExistsModal({ open, onLogin, onClose }: EmailExistsModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop _motionReduce={{ animation: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="email-exists-modal"
            mx="4"
            _motionReduce={{ animation: 'none' }}
          >
            <Dialog.Header>
              <Dialog.Title>{t('emailExistsModal.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('emailExistsModal.text')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack w="full">
                <Button
                  colorPalette="primary"
                  size="lg"
                  data-testid="email-exists-login"
                  onClick={onLogin}
                >
                  {t('emailExistsModal.login')}
                </Button>
                <Button variant="ghost" size="lg" onClick={onClose}>
                  {t('common.close')}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
