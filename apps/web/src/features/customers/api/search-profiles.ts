import { adminSearchProfilesCall, MIN_PROFILE_SEARCH } from '@portale/contract/profiles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api-client';

/** POST user/adminSearchProfiles for the admin's agent-code search on the customers home; runs only with at least 3 characters (spec §5). */
export function useProfileSearch(search: string) {
  const term = search.trim();
  return useQuery({
    ...callQuery(adminSearchProfilesCall, { body: { search: term } }),
    enabled: term.length >= MIN_PROFILE_SEARCH,
    placeholderData: keepPreviousData,
  });
}
