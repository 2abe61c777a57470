import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InsideChakra } from '../shared/ui/chakra-island';
import { appSystem } from './theme';

/** Builds the app's Chakra system once (shared/ui/chakra-island.tsx does it in a task of its own). */
export const buildChakraSystem = (): void => void appSystem();

/** Chakra's provider with the app's system: a lazy chunk (see chakra-boundary.tsx). */
export function ChakraRoot({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <InsideChakra.Provider value>{children}</InsideChakra.Provider>
    </ChakraProvider>
  );
}
