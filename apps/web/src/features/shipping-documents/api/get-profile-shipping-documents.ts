import { getProfileShippingDocumentsCall } from '@portale/contract/shipping-documents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profileParams, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

const input = (params: ListParams & { profile: string }) => ({ params: profileParams(params.profile), body: listRequestBody(params) });

/** POST shipping_documents/getProfileShippingDocuments[/{profile}]: one page of DDT. */
export function getProfileShippingDocuments(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(callApi(getProfileShippingDocumentsCall, input(params), { signal }), 'DDT caricati correttamente');
}

/** The list for the URL's state; idle until an agent code is chosen. The open detail is not part of the key. */
export function useProfileShippingDocuments(params: ListParams) {
  const listed = { ...params, profile: params.profile ?? '', id: null };
  return useQuery({
    queryKey: callKey(getProfileShippingDocumentsCall, input(listed)),
    queryFn: ({ signal }) => getProfileShippingDocuments(listed, signal),
    enabled: params.profile !== null,
    placeholderData: keepPreviousData,
  });
}
