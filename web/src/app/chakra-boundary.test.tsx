import { Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ChakraRootContext } from '../shared/ui/chakra-island';
import { ChakraBoundary, LazyChakraRoot, needsChakra } from './chakra-boundary';

function AppChakraRoot({ children }: { children: ReactNode }) {
  return <ChakraRootContext.Provider value={LazyChakraRoot}>{children}</ChakraRootContext.Provider>;
}

const chakraStyleTags = () => document.querySelectorAll('style[data-emotion]').length;

describe('ChakraBoundary: Chakra only below the first screen', () => {
  it('renders plain children without Chakra, then Chakra once needed, and keeps it', async () => {
    const { rerender } = render(
      <ChakraBoundary needed={false}>
        <p>loading screen</p>
      </ChakraBoundary>,
      { wrapper: AppChakraRoot },
    );
    expect(screen.getByText('loading screen')).toBeTruthy();
    expect(chakraStyleTags()).toBe(0);

    rerender(
      <ChakraBoundary needed>
        <Button>Continue</Button>
      </ChakraBoundary>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Continue' })).className).toContain(
      'chakra-button',
    );
    expect(chakraStyleTags()).toBeGreaterThan(0);

    rerender(
      <ChakraBoundary needed={false}>
        <Button>Back on a plain route</Button>
      </ChakraBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Back on a plain route' })).toBeTruthy();
  });
});

describe('needsChakra: the screens that render with Chakra', () => {
  it.each([
    ['/', false],
    ['/onboarding', false],
    ['/onboarding/loading', false],
    ['/onboarding/gender', false],
    ['/onboarding/goals', false],
    ['/onboarding/height', true],
    ['/login', true],
    ['/payment', false],
    ['/login/payment', false],
    ['/update_subscription', true],
  ])('%s: %s', (path, needed) => {
    expect(needsChakra(path)).toBe(needed);
  });
});
