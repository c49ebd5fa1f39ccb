import { ZGetProfileInvoicesResponse } from '@portale/contract/invoices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profilePathSegment, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiRequest } from '../../../lib/api-client';

/** POST invoices/getProfileInvoices[/{profile}]: one page of invoices with the sums of the filtered set. */
export function getProfileInvoices(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(
    apiRequest(`invoices/getProfileInvoices${profilePathSegment(params.profile)}`, ZGetProfileInvoicesResponse, {
      method: 'POST',
      body: listRequestBody(params),
      signal,
    }),
    'Fatture caricate correttamente',
  );
}

/** The list for the URL's state; idle until an agent code is chosen. The open detail is not part of the key. */
export function useProfileInvoices(params: ListParams) {
  const { profile, search, from, to, page } = params;
  return useQuery({
    queryKey: ['invoices', 'list', { profile, search, from, to, page }],
    queryFn: ({ signal }) => getProfileInvoices({ ...params, profile: profile! }, signal),
    enabled: profile !== null,
    placeholderData: keepPreviousData,
  });
}
