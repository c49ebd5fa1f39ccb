import { getQuoteVersionDiffCall, getQuoteVersionsCall } from '@portale/contract/cart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localQuoteVersions, localVersionDiff } from '../../../lib/offline/local-quotes';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

/** GET cart/versions/{id}: every version of a quote, newest first; without network, an open quote's from the copy. */
export function useQuoteVersions(id: number) {
  const userId = useSession().data.user.id;
  const input = { params: { id } };
  return useQuery({
    queryKey: callKey(getQuoteVersionsCall, input),
    queryFn: ({ signal }) =>
      serverOrDevice(
        () => callApi(getQuoteVersionsCall, input, { signal }),
        () => localQuoteVersions(offlineDbFor(userId), id),
      ),
  });
}

/** GET cart/versionDiff/{id}?from=&to=: what changed between two versions (none asked while `from` is null); offline from the copy. */
export function useVersionDiff(id: number, from: number | null, to: number | null) {
  const userId = useSession().data.user.id;
  const input = { params: { id }, query: { from: from ?? 0, to: to ?? 0 } };
  return useQuery({
    queryKey: callKey(getQuoteVersionDiffCall, input),
    queryFn: ({ signal }) =>
      serverOrDevice(
        () => callApi(getQuoteVersionDiffCall, input, { signal }),
        () => localVersionDiff(offlineDbFor(userId), id, input.query.from, input.query.to),
      ),
    enabled: from !== null && to !== null && from !== to,
    placeholderData: keepPreviousData,
  });
}
