import { visitIndexCall } from '@portale/contract/visits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profileParams, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

const input = (params: ListParams & { profile: string }) => ({ params: profileParams(params.profile), body: listRequestBody(params) });

/** POST visit/index[/{profile}]: one page of customer visits. */
export function getVisitIndex(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(callApi(visitIndexCall, input(params), { signal }), 'Visite caricate correttamente');
}

/** The list for the URL's state; idle until an agent code is chosen. */
export function useVisitIndex(params: ListParams) {
  const listed = { ...params, profile: params.profile ?? '', id: null };
  return useQuery({
    queryKey: callKey(visitIndexCall, input(listed)),
    queryFn: ({ signal }) => getVisitIndex(listed, signal),
    enabled: params.profile !== null,
    placeholderData: keepPreviousData,
  });
}
