import { getQuoteVersionDiffCall, getQuoteVersionsCall } from '@portale/contract/cart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET cart/versions/{id}: every version of a quote, newest first. */
export function useQuoteVersions(id: number) {
  const input = { params: { id } };
  return useQuery({ queryKey: callKey(getQuoteVersionsCall, input), queryFn: ({ signal }) => callApi(getQuoteVersionsCall, input, { signal }) });
}

/** GET cart/versionDiff/{id}?from=&to=: what changed between two versions (none asked while `from` is null). */
export function useVersionDiff(id: number, from: number | null, to: number | null) {
  const input = { params: { id }, query: { from: from ?? 0, to: to ?? 0 } };
  return useQuery({
    queryKey: callKey(getQuoteVersionDiffCall, input),
    queryFn: ({ signal }) => callApi(getQuoteVersionDiffCall, input, { signal }),
    enabled: from !== null && to !== null && from !== to,
    placeholderData: keepPreviousData,
  });
}
