import { useContext } from 'react';
import { StoreContext } from '../shared/stores/store-context';
import { RootStore } from './root.store';

/** The whole root, for app/ alone (start-up scheduling, errors); screens use their flow's hook. */
export function useRootStore(): RootStore {
  const root = useContext(StoreContext);
  if (!(root instanceof RootStore))
    throw new Error('app/ needs the RootStore in <StoreContext.Provider>');
  return root;
}
