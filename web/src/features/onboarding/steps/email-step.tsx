import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../../../app/store-context';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { ROUTES } from '../../../domain/routes';
import type { StepProps } from '../onboarding-step-route';
import { StepFrame } from '../step-frame';

/** E-mail entry; an address that already has an account opens the e-mail-exists modal. */
export const EmailStep = observer(function EmailStep({ step, advance }: StepProps) {
  const { t } = useTranslation();
  const { onboarding, analytics } = useStore();
  const navigate = useNavigate();
  const [email, setEmail] = useState(onboarding.email);
  const [touched, setTouched] = useState(false);
  const [checking, setChecking] = useState(false);
  const [existsOpen, setExistsOpen] = useState(false);
  const valid = isValidEmail(email);

  const submit = async () => {
    setChecking(true);
    const exists = await onboarding.checkEmailExists(email);
    setChecking(false);
    if (exists) {
      analytics.track('web_openEmailExistsModal');
      setExistsOpen(true);
      return;
    }
    onboarding.setEmail(email);
    advance();
  };

  return (
    <StepFrame
      stepId={step.id}
      title={t('steps.email.title')}
      subtitle={t('steps.email.subtitle')}
      error={
        touched && !valid ? t(email.trim() ? 'errors.emailInvalid' : 'errors.emailRequired') : null
      }
      canContinue={valid}
      busy={checking}
      onContinue={() => void submit()}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !checking) void submit();
        }}
      >
        <Field.Root invalid={touched && !valid}>
          <Field.Label>{t('steps.email.label')}</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            size="xl"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => {
              setTouched(true);
              setEmail((current) => normalizeEmail(current));
            }}
          />
        </Field.Root>
      </form>
      <Dialog.Root
        open={existsOpen}
        onOpenChange={(details) => setExistsOpen(details.open)}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="email-exists-modal" mx="4">
              <Dialog.Header>
                <Dialog.Title>{t('emailExistsModal.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t('emailExistsModal.text')}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Stack w="full">
                  <Button colorPalette="primary" onClick={() => navigate(ROUTES.login)}>
                    {t('emailExistsModal.login')}
                  </Button>
                  <Button variant="ghost" onClick={() => setExistsOpen(false)}>
                    {t('common.close')}
                  </Button>
                </Stack>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </StepFrame>
  );
});
