import { useFlowStores } from '../../shared/stores/store-context';
import type { LoginStore } from './stores/login.store';

/** Log-in, account creation, password reset, token log-in. */
export type LoginStores = {
  login: LoginStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    login: LoginStores;
  }
}

/** The login flow's stores; suspends until their chunk is there. */
export function useLogin(): LoginStores {
  return useFlowStores('login');
}
