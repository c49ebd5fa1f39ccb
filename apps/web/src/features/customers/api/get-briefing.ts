import { customerBriefingCall, type TCustomerBriefing } from '@portale/contract/briefing';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localBriefing, type DeviceBriefing } from '../../../lib/offline/local-briefing';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { saveBriefing, savedBriefing } from '../../../lib/offline/saved-briefings';
import { useSession } from '../../../lib/session';

/**
 * The briefing: the server's (with when it was saved on the device, when it comes from there without network), or
 * the one the device computes from its copy (receivables, turnover and visits null).
 */
export type ShownBriefing = (TCustomerBriefing & { saved_at?: number }) | (DeviceBriefing & { saved_at?: undefined });

/**
 * GET customer/briefing/{id}: the 'Scheda visita' in one call (another agent's customer is 404). Each answer is kept
 * on the device (agents only); without network the one last seen there is shown, with its date, or — never opened on
 * this device — the one computed from the copy.
 */
export function useCustomerBriefing(id: number) {
  const { user } = useSession().data;
  return useQuery({
    queryKey: callKey(customerBriefingCall, { params: { id } }),
    queryFn: ({ signal }): Promise<ShownBriefing> => {
      const db = offlineDbFor(user.id);
      return serverOrDevice<ShownBriefing>(
        async () => {
          const answer = await callApi(customerBriefingCall, { params: { id } }, { signal });
          if (user.role !== 'admin') void saveBriefing(db, answer).catch(() => undefined);
          return answer;
        },
        async () =>
          (await savedBriefing(db, id)) ??
          localBriefing(
            db,
            id,
            user.profiles.map((p) => p.external_id),
          ),
      );
    },
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
