import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import type { RootStore } from './root.store';
import { AppRoutes } from './router';
import { StoreContext } from '../shared/stores/store-context';

/** Chakra's provider is not here: the layout adds it below the first screen (chakra-boundary). */
export function App({ store, i18n }: { store: RootStore; i18n: i18n }) {
  return (
    <StoreContext.Provider value={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </StoreContext.Provider>
  );
}
