import { ZGetProfilesResponse } from '@portale/contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET user/getProfiles: the caller's own agent profiles. */
export function getProfiles(signal?: AbortSignal) {
  return apiGet('user/getProfiles', ZGetProfilesResponse, signal);
}

export const profilesQueryOptions = queryOptions({
  queryKey: ['profiles', 'own'],
  queryFn: ({ signal }) => getProfiles(signal),
});

export function useProfiles(enabled = true) {
  return useQuery({ ...profilesQueryOptions, enabled });
}
