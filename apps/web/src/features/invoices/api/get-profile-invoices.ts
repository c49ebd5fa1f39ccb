import { getProfileInvoicesCall } from '@portale/contract/invoices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profileParams, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

const input = (params: ListParams & { profile: string }) => ({ params: profileParams(params.profile), body: listRequestBody(params) });

/** POST invoices/getProfileInvoices[/{profile}]: one page of invoices with the sums of the filtered set. */
export function getProfileInvoices(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(callApi(getProfileInvoicesCall, input(params), { signal }), 'Fatture caricate correttamente');
}

/** The list for the URL's state; idle until an agent code is chosen. The open detail is not part of the key. */
export function useProfileInvoices(params: ListParams) {
  const listed = { ...params, profile: params.profile ?? '', id: null };
  return useQuery({
    queryKey: callKey(getProfileInvoicesCall, input(listed)),
    queryFn: ({ signal }) => getProfileInvoices(listed, signal),
    enabled: params.profile !== null,
    placeholderData: keepPreviousData,
  });
}
