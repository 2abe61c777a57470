import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore } from './testing/app-harness';
import { ScreenPainted } from './screen-painted';
import { StoreContext } from '../shared/stores/store-context';

// What Chakra's preloads start (its chunk, its system) is not this test's subject: when they start is.
const chakra = vi.hoisted(() => ({
  preloadChakra: vi.fn(() => Promise.resolve()),
  preloadChakraCode: vi.fn(() => Promise.resolve()),
}));
vi.mock('./chakra-boundary', () => chakra);

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

  it.each([
    ['/onboarding/loading', 'its code only (its system is a long task)', 'code'],
    ['/onboarding/tracked_hours', 'its code and its system', 'system'],
    ['/login', 'its code and its system', 'system'],
    ['/onboarding/gender', 'nothing before the first answer', 'none'],
    ['/payment', 'nothing (the checkout loads it after its packages)', 'none'],
  ] as const)('on %s, preloads Chakra: %s', async (path, _what, expected) => {
    chakra.preloadChakra.mockClear();
    chakra.preloadChakraCode.mockClear();
    const { store, startServices } = storeWithoutServices();
    render(
      atPath(
        path,
        <StoreContext.Provider value={store}>
          <ScreenPainted />
        </StoreContext.Provider>,
      ),
    );
    if (path === '/onboarding/gender') {
      const shown = vi.fn();
      store.whenScreenShown(shown);
      await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    } else await waitFor(() => expect(startServices).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chakra.preloadChakraCode).toHaveBeenCalledTimes(expected === 'code' ? 1 : 0);
    expect(chakra.preloadChakra).toHaveBeenCalledTimes(expected === 'system' ? 1 : 0);
  });
});
