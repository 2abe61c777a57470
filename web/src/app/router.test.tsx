import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './router';
import { createTestStore, TestProviders } from './testing/app-harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The address with its query (the harness's probe shows the path only). */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function open(path: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const store = createTestStore();
  const reported = vi.spyOn(store.services.analytics, 'error');
  const tracked = vi.spyOn(store.services.analytics, 'track');
  render(
    <TestProviders store={store} path={path}>
      <AppRoutes />
      <AddressProbe />
    </TestProviders>,
  );
  return { reported, tracked, address: () => screen.getByTestId('address').textContent };
}

describe('app routes (spec 01 §2.1)', () => {
  it.each(['/onboarding', '/onboarding/', '/'])(
    '%s redirects to the loading route, keeping the query',
    async (path) => {
      const { address, tracked } = open(`${path}?sgroup=v13&dc=1`);
      await waitFor(() => expect(address()).toBe('/onboarding/loading?sgroup=v13&dc=1'));
      expect(
        await screen.findByRole('progressbar', { name: 'Preparing your questionnaire' }),
      ).toBeTruthy();
      expect(tracked).not.toHaveBeenCalledWith('web_unknownFlowPath', expect.anything());
    },
  );

  it('an unknown path goes to loading, reports an error and sends web_unknownFlowPath', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { address, reported, tracked } = open('/no-such-flow/step');
    await waitFor(() => expect(address()).toBe('/onboarding/loading'));
    expect(reported).toHaveBeenCalledWith('web_unknownFlowPathError', expect.any(Error));
    expect(String(reported.mock.calls[0]?.[1])).toContain('/no-such-flow/step');
    expect(tracked).toHaveBeenCalledWith('web_unknownFlowPath', { path: '/no-such-flow/step' });
  });
});
