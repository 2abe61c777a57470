import type { ContractRecord } from '../contracts/contract-record';
import { contractsForReference } from '../public-cancellation.rules';

/**
 * The contracts a withdrawal covers: as for a cancellation, the one its reference names, else all
 * of the address's (a mistyped reference must not leave a contract running); a named subscription
 * brings its upsells, which stand on it.
 */
export function withdrawalContractsFor(
  contracts: readonly ContractRecord[],
  reference: string | undefined,
): ContractRecord[] {
  const named = contractsForReference(contracts, reference);
  const [hit] = named;
  if (named.length !== 1 || !hit || hit.kind !== 'subscription') return named;
  return contracts.filter(
    (contract) =>
      contract === hit ||
      (contract.kind === 'upsell' && contract.subscriptionId === hit.subscriptionId),
  );
}
