import { updatePriceListCall, type TAdminPriceList, type TPriceListInput } from '@portale/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { priceListsQueryOptions } from './get-price-lists';

/** What a save of a list wanted, in words, for the notice of a save that did not happen ('minimo d’ordine 80,00 €'). */
export function describePriceListEdit(before: TAdminPriceList, wanted: TPriceListInput): string {
  if (wanted.enabled !== before.enabled) return wanted.enabled ? 'abilitazione del listino' : 'disattivazione del listino';
  return `minimo d’ordine ${wanted.min_order_amount == null ? 'nessuno' : formatMoney(wanted.min_order_amount)}`;
}

/** The list as the server now holds it, in words: 'ora è disabilitato, minimo d’ordine 50,00 €'. */
function describePriceList(list: TAdminPriceList): string {
  return `ora è ${list.enabled ? 'abilitato' : 'disabilitato'}, minimo d’ordine ${list.min_order_amount === null ? 'nessuno' : formatMoney(list.min_order_amount)}`;
}

/**
 * POST price_lists/update: enables or disables a list, or sets its minimum, with its version. Issue 55: when another
 * admin saved the list meanwhile (409 STALE_VERSION) the lists are read again at once, so the row shows the server's
 * state instead of a stale checkbox, and a notice that stays says what the list is now and what was not saved.
 */
export function useUpdatePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row }: { row: TPriceListInput; before: TAdminPriceList }) => callApi(updatePriceListCall, { body: { price_list: row } }),
    onSuccess: (r) => {
      notifySuccess(r.message);
      return queryClient.invalidateQueries({ queryKey: priceListsQueryOptions.queryKey });
    },
    onError: async (error, { row, before }) => {
      if (!(error instanceof ApiError) || error.code !== 'STALE_VERSION') return notifyApiError(error);
      const lists = await queryClient.fetchQuery({ ...priceListsQueryOptions, staleTime: 0 });
      const now = lists.price_lists.find((l) => l.id === before.id);
      notifyError(
        `Il listino ${before.code} è stato modificato da un altro utente: ${now ? describePriceList(now) : 'non esiste più'}. Non salvato: ${describePriceListEdit(before, row)}; ripetere la modifica se serve.`,
        'Listino modificato altrove',
      );
    },
  });
}
