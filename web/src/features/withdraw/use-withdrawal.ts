import { useFlowStores } from '../../shared/stores/store-context';
import type { WithdrawalStore } from './stores/withdrawal.store';

/** Withdrawing from a contract, or stopping a withdrawal, without login (Art. 11a CRD). */
export type WithdrawalStores = {
  withdrawal: WithdrawalStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    withdraw: WithdrawalStores;
  }
}

/** The withdraw flow's stores; suspends until their chunk is there. */
export function useWithdrawal(): WithdrawalStores {
  return useFlowStores('withdraw');
}
