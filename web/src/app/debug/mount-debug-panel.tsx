import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RELEASE } from '../../shared/domain/release';
import type { RootStore } from '../root.store';
import { DebugPanel } from './debug-panel';

/**
 * Development only (start.tsx imports this behind import.meta.env.DEV): the debug panel in a
 * root of its own after the app's, so it needs none of the app's providers and moves nothing
 * the app lays out.
 */
export function mountDebugPanel(store: RootStore): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <DebugPanel store={store} release={RELEASE} />
    </StrictMode>,
  );
}
