import { getProfilesCall } from '@portale/contract/profiles';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api-client';

/** GET user/getProfiles: the caller's own agent profiles. */
export function useProfiles(enabled = true) {
  return useQuery({ ...callQuery(getProfilesCall, {}), enabled });
}
