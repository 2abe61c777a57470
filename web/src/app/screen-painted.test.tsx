import { render, waitFor } from '@testing-library/react';
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

describe('ScreenPainted', () => {
  it('starts the services, then tells what waits for the first screen, after its paint', async () => {
    const { store, startServices } = storeWithoutServices();
    const shown = vi.fn(() => expect(startServices).toHaveBeenCalledTimes(1));
    store.whenScreenShown(shown);

    render(
      <StoreContext.Provider value={store}>
        <ScreenPainted />
      </StoreContext.Provider>,
    );
    expect(startServices).not.toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  });

  it('tells each listener once per visit, and a late one at once', async () => {
    const { store } = storeWithoutServices();
    const early = vi.fn();
    const cancelled = vi.fn();
    store.whenScreenShown(early);
    store.whenScreenShown(cancelled)();
    const tree = (
      <StoreContext.Provider value={store}>
        <ScreenPainted />
      </StoreContext.Provider>
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
