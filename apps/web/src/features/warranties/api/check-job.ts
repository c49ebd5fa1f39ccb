import { checkWarrantyJobCall } from '@portale/contract/warranties';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET warranty/checkJob: is (year, batch) free? Idle until both are whole numbers. */
export function checkJob(year: number, batch: number, signal?: AbortSignal) {
  return callApi(checkWarrantyJobCall, { query: { year, batch } }, { signal });
}

export function useCheckJob(year: number | null, batch: number | null) {
  const ready = year !== null && batch !== null;
  return useQuery({
    queryKey: callKey(checkWarrantyJobCall, { query: { year: year ?? 0, batch: batch ?? 0 } }),
    queryFn: ({ signal }) => checkJob(year!, batch!, signal),
    enabled: ready,
    staleTime: 0,
  });
}
