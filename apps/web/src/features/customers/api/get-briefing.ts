import { customerBriefingCall } from '@portale/contract/briefing';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET customer/briefing/{id}: the 'Scheda visita' in one call (another agent's customer is 404). */
export function useCustomerBriefing(id: number) {
  return useQuery({
    queryKey: callKey(customerBriefingCall, { params: { id } }),
    queryFn: ({ signal }) => callApi(customerBriefingCall, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
