import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { autorun } from 'mobx';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from './use-root-store';
import { TOAST_DURATION_MS } from '../shared/stores/ui.store';
import { afterPaint } from '../shared/lib/after-paint';

const toaster = createToaster({ placement: 'top', max: 3, pauseOnPageIdle: true });

/**
 * Runs `onReady` a frame after its place in the tree (inside the portal, after the toaster) has
 * mounted: the toaster's machine starts a microtask after mounting and commits its list of
 * toasts a render later; a toast created in between is lost.
 */
function WhenToasterReady({ onReady }: { onReady: () => void }) {
  useEffect(() => afterPaint(onReady), [onReady]);
  return null;
}

/**
 * Shows the UI store's notices as toasts: errors are alerts, successes are polite status. A lazy
 * chunk, mounted once the first screen has painted (or with an earlier notice); notices wait in
 * the UI store until the toaster is ready.
 */
export default function ToastHost() {
  const { ui } = useRootStore();
  const { t } = useTranslation();
  const [listening, setListening] = useState(false);
  const listen = useCallback(() => setListening(true), []);

  useEffect(() => {
    if (!listening) return;
    return autorun(() => {
      for (const notice of ui.notices) {
        toaster.create({
          type: notice.kind,
          description: t(notice.messageKey, notice.params),
          duration: TOAST_DURATION_MS,
          closable: true,
        });
        ui.noticeShown(notice.id);
      }
    });
  }, [listening, ui, t]);

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
      <WhenToasterReady onReady={listen} />
    </Portal>
  );
}
