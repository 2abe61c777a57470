import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore } from './testing/app-harness';
import { ScreenPainted } from './screen-painted';
import { StoreContext } from '../shared/stores/store-context';

function storeWithoutServices() {
  const store = createTestStore();
  // Flags and auth load SDK chunks; this test is about when they and the rest start.
  const startServices = vi.spyOn(store, 'startServices').mockImplementation(() => undefined);
  return { store, startServices };
}

const atPath = (path: string, children: ReactNode) => (
  <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
);

let navigateTo: ((path: string) => void) | undefined;
function Navigator() {
  navigateTo = useNavigate();
  return null;
}

describe('ScreenPainted', () => {
  it('tells what waits for the first screen, then starts the services, after its paint', async () => {
    const { store, startServices } = storeWithoutServices();
    const shown = vi.fn(() => expect(startServices).not.toHaveBeenCalled());
    store.whenScreenShown(shown);

    render(
      atPath(
        '/onboarding/loading',
        <StoreContext.Provider value={store}>
          <ScreenPainted />
        </StoreContext.Provider>,
      ),
    );
    expect(startServices).not.toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
    await waitFor(() => expect(startServices).toHaveBeenCalledTimes(1));
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('on the first question, starts the services only once the visitor has moved on', async () => {
    const { store, startServices } = storeWithoutServices();
    const shown = vi.fn();
    store.whenScreenShown(shown);
    render(
      atPath(
        '/onboarding/gender',
        <StoreContext.Provider value={store}>
          <ScreenPainted />
          <Navigator />
        </StoreContext.Provider>,
      ),
    );
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startServices).not.toHaveBeenCalled();

    act(() => navigateTo?.('/onboarding/tracked_hours'));
    await waitFor(() => expect(startServices).toHaveBeenCalledTimes(1));
  });

  it('tells each listener once per visit, and a late one at once', async () => {
    const { store } = storeWithoutServices();
    const early = vi.fn();
    const cancelled = vi.fn();
    store.whenScreenShown(early);
    store.whenScreenShown(cancelled)();
    const tree = atPath(
      '/onboarding/loading',
      <StoreContext.Provider value={store}>
        <ScreenPainted />
      </StoreContext.Provider>,
    );
    const { unmount } = render(tree);
    await waitFor(() => expect(early).toHaveBeenCalledTimes(1));
    unmount();
    render(tree);
    const late = vi.fn();
    store.whenScreenShown(late);
    expect(late).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(early).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
