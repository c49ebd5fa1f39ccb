import { ZGetProfileShippingDocumentsResponse } from '@portale/contract/shipping-documents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profilePathSegment, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiRequest } from '../../../lib/api-client';

/** POST shipping_documents/getProfileShippingDocuments[/{profile}]: one page of DDT. */
export function getProfileShippingDocuments(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(
    apiRequest(`shipping_documents/getProfileShippingDocuments${profilePathSegment(params.profile)}`, ZGetProfileShippingDocumentsResponse, {
      method: 'POST',
      body: listRequestBody(params),
      signal,
    }),
    'DDT caricati correttamente',
  );
}

/** The list for the URL's state; idle until an agent code is chosen. The open detail is not part of the key. */
export function useProfileShippingDocuments(params: ListParams) {
  const { profile, search, from, to, page } = params;
  return useQuery({
    queryKey: ['shipping-documents', 'list', { profile, search, from, to, page }],
    queryFn: ({ signal }) => getProfileShippingDocuments({ ...params, profile: profile! }, signal),
    enabled: profile !== null,
    placeholderData: keepPreviousData,
  });
}
