import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { autorun } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../app/store-context';
import { TOAST_DURATION_MS } from '../stores/ui.store';

const toaster = createToaster({ placement: 'top', max: 3, pauseOnPageIdle: true });

/** Shows the UI store's notices as toasts: errors are alerts, successes are polite status. */
export default function ToastHost() {
  const { ui } = useStore();
  const { t } = useTranslation();

  useEffect(
    () =>
      autorun(() => {
        for (const notice of ui.notices) {
          toaster.create({
            type: notice.kind,
            description: t(notice.messageKey, notice.params),
            duration: TOAST_DURATION_MS,
            closable: true,
          });
          ui.noticeShown(notice.id);
        }
      }),
    [ui, t],
  );

  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            data-testid={`toast-${toast.type ?? 'info'}`}
            role={toast.type === 'error' ? 'alert' : 'status'}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t('common.close')} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
