import { ChakraProvider } from '@chakra-ui/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import type { RootStore } from '../stores/root.store';
import { AppRoutes } from './router';
import { StoreContext } from './store-context';
import { appSystem } from './theme';

export function App({ store, i18n }: { store: RootStore; i18n: i18n }) {
  return (
    <StoreContext.Provider value={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={appSystem()}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ChakraProvider>
      </I18nextProvider>
    </StoreContext.Provider>
  );
}
