import { getArchivedCartCall } from '@portale/contract/cart';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localQuote } from '../../../lib/offline/local-quotes';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

/**
 * GET cart/get/{id}, for the saved quote's 'Valido fino al' as it is now (the cart's copy of its last save is gone
 * after any edit): the save dialog offers it, so a new version keeps it. Without network, the device's copy.
 */
export function useQuoteValidity(id: number | null, enabled: boolean) {
  const userId = useSession().data.user.id;
  const input = { params: { id: id ?? 0 } };
  return useQuery({
    queryKey: [...callKey(getArchivedCartCall, input), 'valid_until'],
    queryFn: ({ signal }) =>
      serverOrDevice(
        async () => ({ valid_until: (await callApi(getArchivedCartCall, input, { signal })).cart.valid_until }),
        async () => {
          const quote = await localQuote(offlineDbFor(userId), input.params.id);
          return quote && { valid_until: quote.valid_until };
        },
      ),
    enabled: enabled && id !== null && id > 0,
    // Asked each time the dialog opens: another device may have saved a new validity.
    staleTime: 0,
    retry: false,
  });
}
