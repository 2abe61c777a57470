import { cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChakraIsland, ChakraRootContext, InsideChakra } from './chakra-island';

function deferredRoot() {
  let load: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (load = resolve));
  const Root = lazy(async () => {
    await loaded;
    return {
      default: ({ children }: { children: ReactNode }) => (
        <section aria-label="Chakra provider">{children}</section>
      ),
    };
  });
  return { Root, load };
}

describe('ChakraIsland', () => {
  afterEach(cleanup);

  it('shows its fallback while the provider loads, then its subtree inside it', async () => {
    const { Root, load } = deferredRoot();
    render(
      <ChakraRootContext.Provider value={Root}>
        <ChakraIsland fallback={<p>Loading the sheet</p>}>
          <button type="button">Choose a plan</button>
        </ChakraIsland>
      </ChakraRootContext.Provider>,
    );
    expect(screen.getByText('Loading the sheet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    load();
    const provider = await screen.findByRole('region', { name: 'Chakra provider' });
    expect(provider.querySelector('button')?.textContent).toBe('Choose a plan');
    expect(screen.queryByText('Loading the sheet')).toBeNull();
  });

  it('renders at once below a mounted provider, without waiting for or adding another', () => {
    const { Root } = deferredRoot();
    render(
      <ChakraRootContext.Provider value={Root}>
        <InsideChakra.Provider value>
          <ChakraIsland fallback={<p>Loading the sheet</p>}>
            <button type="button">Choose a plan</button>
          </ChakraIsland>
        </InsideChakra.Provider>
      </ChakraRootContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Choose a plan' })).toBeTruthy();
    expect(screen.queryByText('Loading the sheet')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Chakra provider' })).toBeNull();
  });

  it('says what is missing when the app gave no provider', () => {
    // React logs the error it rethrows.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<ChakraIsland>x</ChakraIsland>)).toThrow(/ChakraRootContext/);
    } finally {
      logged.mockRestore();
    }
  });
});
