import { homeCustomersCall } from '@portale/contract/home-customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/**
 * GET user/homeCustomers: the recent customers (no search) or the matches across every agent code of the caller.
 * Online only: without network the agent-code lists below it still answer from the device's copy.
 */
export function useHomeCustomers(search: string) {
  const input = { query: { search } };
  return useQuery({
    queryKey: callKey(homeCustomersCall, input),
    queryFn: ({ signal }) => callApi(homeCustomersCall, input, { signal }),
    placeholderData: keepPreviousData,
  });
}
