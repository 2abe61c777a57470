import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, TestProviders } from './testing/app-harness';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => vi.restoreAllMocks());

describe('route error boundary (the data router’s errorElement, in declarative mode)', () => {
  it('shows the error screen (a lazy chunk) and reports the error; the next route renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createTestStore();
    const report = vi.spyOn(store.services.analytics, 'error');
    const tree = (path: string, child: ReactNode) => (
      <TestProviders store={store} path="/onboarding/gender">
        <RouteErrorBoundary resetKey={path}>{child}</RouteErrorBoundary>
      </TestProviders>
    );
    const { rerender } = render(tree('/a', <Broken />));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This page could not be shown',
    );
    await waitFor(() => expect(report).toHaveBeenCalledWith('web_screenError', expect.any(Error)));

    rerender(tree('/a', <p>still broken route</p>));
    expect(screen.queryByText('still broken route')).toBeNull();

    rerender(tree('/b', <p>next screen</p>));
    expect(screen.getByText('next screen')).toBeTruthy();
  });
});
