import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import type { RootStore } from './root.store';
import { AppRoutes } from './router';
import { StoreContext } from '../shared/stores/store-context';
import { ChakraRootContext } from '../shared/ui/chakra-island';
import { LazyChakraRoot } from './chakra-boundary';

/**
 * Chakra's provider is not here: the layout adds it below the first screen (chakra-boundary),
 * plain screens in their Chakra islands (the lazy provider given here).
 *
 * The router's state updates are not transitions (`useTransitions={false}`): a step change then
 * renders in the tap's own task and paints in the next frame, where a transition rendered it in a
 * scheduler task after that frame (click to next step painted: median 31 -> 16 ms in the bench).
 * What a transition gave instead, keeping the old screen up while a lazy screen's chunk loads,
 * the app gets from its preloads (the next screens' chunks load ahead of need); a screen whose
 * chunk is still loading shows its Suspense fallback, the faded logo.
 */
export function App({ store, i18n }: { store: RootStore; i18n: i18n }) {
  return (
    <StoreContext.Provider value={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraRootContext.Provider value={LazyChakraRoot}>
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </ChakraRootContext.Provider>
      </I18nextProvider>
    </StoreContext.Provider>
  );
}
