import { getWarrantyTypesCall } from '@portale/contract/warranties';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET warranty/getTypes: the types keyed by id; the hook answers them as a list in id order. */
export function getWarrantyTypes(signal?: AbortSignal) {
  return callApi(getWarrantyTypesCall, {}, { signal });
}

export function useWarrantyTypes() {
  return useQuery({
    queryKey: callKey(getWarrantyTypesCall, {}),
    queryFn: ({ signal }) => getWarrantyTypes(signal),
    select: (answer) => Object.values(answer.types).sort((a, b) => a.id - b.id),
    staleTime: 5 * 60_000,
  });
}
