import { getProfilesCall } from '@portale/contract/profiles';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { useSession } from '../../../lib/session';

/**
 * GET user/getProfiles: the caller's own agent profiles. Without network, the profiles the session carries (the same
 * rows, as the server last answered them at sign-in or on the last user/current), so the customers home still lists
 * the agent codes.
 */
export function useProfiles(enabled = true) {
  const { user } = useSession().data;
  return useQuery({
    queryKey: callKey(getProfilesCall, {}),
    queryFn: ({ signal }) =>
      serverOrDevice(
        () => callApi(getProfilesCall, {}, { signal }),
        async () => (user.role === 'admin' ? undefined : { profiles: user.profiles }),
      ),
    enabled,
  });
}
