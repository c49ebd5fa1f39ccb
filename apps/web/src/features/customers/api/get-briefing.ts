import { customerBriefingCall, type TCustomerBriefing } from '@portale/contract/briefing';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { saveBriefing, savedBriefing } from '../../../lib/offline/saved-briefings';
import { useSession } from '../../../lib/session';

/** The briefing, and when it was saved on the device when it comes from there (without network). */
export type ShownBriefing = TCustomerBriefing & { saved_at?: number };

/**
 * GET customer/briefing/{id}: the 'Scheda visita' in one call (another agent's customer is 404). Each answer is kept
 * on the device (agents only); without network the one last seen there is shown, with its date.
 */
export function useCustomerBriefing(id: number) {
  const { user } = useSession().data;
  return useQuery({
    queryKey: callKey(customerBriefingCall, { params: { id } }),
    queryFn: ({ signal }): Promise<ShownBriefing> => {
      const db = offlineDbFor(user.id);
      return serverOrDevice(
        async () => {
          const answer = await callApi(customerBriefingCall, { params: { id } }, { signal });
          if (user.role !== 'admin') void saveBriefing(db, answer).catch(() => undefined);
          return answer;
        },
        () => savedBriefing(db, id),
      );
    },
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
