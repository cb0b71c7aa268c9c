import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import type { AnyContract, CallInput } from '@nyumba/domain';

type KeyPart = string | number | boolean | null;

/**
 * The TanStack Query key of a call: the contract's id, then what was sent, then
 * whatever else the answer depends on (`scope`, e.g. who is asking). Without an
 * input it is the prefix of every key of that contract, for invalidating them all;
 * without a scope, of every key of that input.
 */
export function queryKey<C extends AnyContract>(
  contract: C,
  input?: Partial<CallInput<C>>,
  scope?: Readonly<Record<string, KeyPart>>,
): readonly unknown[] {
  if (input === undefined) return [contract.id];
  return scope === undefined ? [contract.id, input] : [contract.id, input, scope];
}

/** Marks every cached answer of these contracts stale; shown ones refetch unless `refetchType` says otherwise. */
export async function invalidateContracts(
  queryClient: QueryClient,
  contracts: readonly AnyContract[],
  refetchType?: InvalidateQueryFilters['refetchType'],
): Promise<void> {
  await Promise.all(
    contracts.map((contract) =>
      queryClient.invalidateQueries({ queryKey: queryKey(contract), ...(refetchType ? { refetchType } : {}) }),
    ),
  );
}
