import { ZAdminSearchProfilesResponse } from '@portale/contract/profiles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../lib/api-client';

export const MIN_PROFILE_SEARCH = 3;

/**
 * POST user/adminSearchProfiles, shared by the customers home and the users form's profile picker.
 * Runs only with at least 3 characters (spec §5).
 */
export function useProfileSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['profiles', 'search', term],
    queryFn: () => apiPost('user/adminSearchProfiles', ZAdminSearchProfilesResponse, { search: term }),
    enabled: term.length >= MIN_PROFILE_SEARCH,
    placeholderData: keepPreviousData,
  });
}
