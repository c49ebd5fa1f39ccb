import { ZAdminSearchProfilesResponse } from '@portale/contract/profiles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST user/adminSearchProfiles for the profiles picker; the server needs at least 3 characters. */
export function usePickerProfileSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['profiles', 'search', term],
    queryFn: () => apiPost('user/adminSearchProfiles', ZAdminSearchProfilesResponse, { search: term }),
    enabled: term.length >= 3,
    placeholderData: keepPreviousData,
  });
}
