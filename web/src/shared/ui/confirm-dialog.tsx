import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

/** A centred alert dialog: title, one sentence, a primary action and a dismiss button. */
export function ConfirmDialog({
  open,
  testId,
  title,
  text,
  confirmLabel,
  confirmTestId,
  confirmDisabled = false,
  dismissLabel,
  onConfirm,
  onDismiss,
}: {
  open: boolean;
  testId: string;
  title: string;
  text: string;
  confirmLabel: string;
  confirmTestId: string;
  confirmDisabled?: boolean;
  dismissLabel: string;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
      }}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop _motionReduce={{ animation: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4" _motionReduce={{ animation: 'none' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack w="full">
                <Button
                  colorPalette="primary"
                  size="lg"
                  data-testid={confirmTestId}
                  disabled={confirmDisabled}
                  onClick={onConfirm}
                >
                  {confirmLabel}
                </Button>
                <Button variant="ghost" size="lg" onClick={onDismiss}>
                  {dismissLabel}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
