import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appSystem } from './theme';

/** Chakra's provider with the app's system: a lazy chunk (see chakra-boundary.tsx). */
export function ChakraRoot({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem()}>{children}</ChakraProvider>;
}
