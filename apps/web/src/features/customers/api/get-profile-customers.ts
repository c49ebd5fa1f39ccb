import { ZGetProfileCustomersResponse } from '@portale/contract/customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { notifyApiError, notifyLoaded } from '../../../lib/notify';

export interface CustomersQuery {
  profile: string;
  search: string;
  page: number;
}

export const profileCustomersKey = (q?: CustomersQuery) => (q ? ['customers', 'profile', q.profile, q.search, q.page] : ['customers', 'profile']);

/** POST user/getProfileCustomers/{profile}: one page of the profile's customers. */
export async function getProfileCustomers({ profile, search, page }: CustomersQuery) {
  return apiPost(`user/getProfileCustomers/${encodeURIComponent(profile)}`, ZGetProfileCustomersResponse, { search, page });
}

export function useProfileCustomers(query: CustomersQuery | null) {
  return useQuery({
    queryKey: profileCustomersKey(query ?? undefined),
    queryFn: async () => {
      try {
        const answer = await getProfileCustomers(query!);
        // Spec §7: a loaded list shows its 'loaded' notice.
        notifyLoaded('Clienti caricati correttamente');
        return answer;
      } catch (error) {
        notifyApiError(error);
        throw error;
      }
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
