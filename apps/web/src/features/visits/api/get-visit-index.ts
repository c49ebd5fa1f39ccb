import { ZVisitIndexResponse } from '@portale/contract/visits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profilePathSegment, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiRequest } from '../../../lib/api-client';

/** POST visit/index[/{profile}]: one page of customer visits. */
export function getVisitIndex(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(
    apiRequest(`visit/index${profilePathSegment(params.profile)}`, ZVisitIndexResponse, { method: 'POST', body: listRequestBody(params), signal }),
    'Visite caricate correttamente',
  );
}

/** The list for the URL's state; idle until an agent code is chosen. */
export function useVisitIndex(params: ListParams) {
  const { profile, search, from, to, page } = params;
  return useQuery({
    queryKey: ['visits', 'list', { profile, search, from, to, page }],
    queryFn: ({ signal }) => getVisitIndex({ ...params, profile: profile! }, signal),
    enabled: profile !== null,
    placeholderData: keepPreviousData,
  });
}
