import { observer } from 'mobx-react-lite';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import type { RootStore } from '../root.store';

/** The marker every development-only element carries; the deploy check refuses a build with it. */
export const DEV_ONLY_ATTRIBUTE = 'data-dev-only';

/** Alt+Shift+D opens and closes the panel from anywhere on the page. */
const isShortcut = (event: KeyboardEvent) =>
  event.altKey && event.shiftKey && event.code === 'KeyD';

const styles: Record<'root' | 'toggle' | 'panel' | 'heading' | 'terms' | 'code', CSSProperties> = {
  root: {
    position: 'fixed',
    insetInlineEnd: 8,
    insetBlockEnd: 8,
    zIndex: 2147483647,
    font: '12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace',
    color: '#18181b',
  },
  toggle: {
    padding: '4px 8px',
    border: '1px solid #18181b',
    borderRadius: 4,
    background: '#fef08a',
    color: '#18181b',
    font: 'inherit',
    cursor: 'pointer',
  },
  panel: {
    boxSizing: 'border-box',
    width: 'min(420px, calc(100vw - 16px))',
    maxHeight: '70vh',
    overflow: 'auto',
    marginBlockEnd: 8,
    padding: 12,
    border: '1px solid #18181b',
    borderRadius: 4,
    background: '#ffffff',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.2)',
  },
  heading: { margin: '0 0 8px', fontSize: 14 },
  terms: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 8px' },
  code: { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
};

const json = (value: unknown) => JSON.stringify(value, null, 1);

/**
 * Spec 02 §6: the developer-only debug panel (development builds only: start.tsx loads it behind
 * import.meta.env.DEV, so a production build has no trace of it). It shows the release, the
 * user, the app state and the feature flags, live. Keyboard: its button (or Alt+Shift+D) opens
 * it and focuses its heading; Escape closes it and gives the focus back to the button. Its
 * texts are for developers, in English: they are not in the translations, which ship.
 */
export const DebugPanel = observer(function DebugPanel({
  store,
  release,
}: {
  store: RootStore;
  release: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const { session, onboarding, flags, consent } = store;
  const user = session.user;
  const rows: [string, string][] = [
    ['release', release],
    ['user id', user ? `${user.uid}${user.isAnonymous ? ' (anonymous)' : ''}` : 'signed out'],
    ['auth ready', String(session.authReady)],
    ['language', store.language],
    ['consent', consent.decided ? `performance ${String(consent.performance)}` : 'undecided'],
    ['flags ready', String(flags.ready)],
    ['features loaded', String(store.featuresLoaded)],
    ['current step', onboarding.currentStepId ?? '–'],
    ['previous step', onboarding.prevStepId ?? '–'],
    ['steps', String(onboarding.steps.length)],
  ];

  return (
    <div {...{ [DEV_ONLY_ATTRIBUTE]: 'debug-panel' }} style={styles.root}>
      {open && (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          style={styles.panel}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
        >
          <h2 id={`${panelId}-title`} ref={headingRef} tabIndex={-1} style={styles.heading}>
            Debug panel
          </h2>
          <dl style={styles.terms} data-testid="debug-app-state">
            {rows.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd style={{ margin: 0 }} data-debug={term}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <h3 style={styles.heading}>Selections</h3>
          <pre style={styles.code} data-testid="debug-selections">
            {json(onboarding.selections)}
          </pre>
          <h3 style={styles.heading}>Flags</h3>
          <pre style={styles.code} data-testid="debug-flags">
            {json(flags.values)}
          </pre>
          <button type="button" style={styles.toggle} onClick={close}>
            Close
          </button>
        </section>
      )}
      <button
        ref={toggleRef}
        type="button"
        style={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-keyshortcuts="Alt+Shift+D"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Debug
      </button>
    </div>
  );
});
