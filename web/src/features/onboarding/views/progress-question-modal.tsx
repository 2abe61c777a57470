import { Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The analysing screen's question: it pauses the bars until one of the answers is tapped. */
export function ProgressQuestionModal({ open, onAnswer }: { open: boolean; onAnswer: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      placement="center"
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={false}
    >
      <Portal>
        <Dialog.Backdrop _motionReduce={{ animation: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="analysing-question"
            mx="4"
            _motionReduce={{ animation: 'none' }}
          >
            <Dialog.Header>
              <Dialog.Title>{t('steps.progress.question.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('steps.progress.question.text')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack w="full" gap="3">
                {(['yes', 'no'] as const).map((answer) => (
                  <Button
                    key={answer}
                    flex="1"
                    size="lg"
                    data-option={answer}
                    colorPalette="primary"
                    variant={answer === 'yes' ? 'solid' : 'outline'}
                    onClick={onAnswer}
                  >
                    {t(`steps.progress.question.${answer}`)}
                  </Button>
                ))}
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
