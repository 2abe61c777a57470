import { useFlowStores } from '../../shared/stores/store-context';
import type { LegalStore } from './stores/legal-document.store';

/** The legal documents. */
export type LegalStores = {
  legal: LegalStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    legal: LegalStores;
  }
}

/** The legal flow's stores; suspends until their chunk is there. */
export function useLegal(): LegalStores {
  return useFlowStores('legal');
}
