import { quantityProblemsOf } from '@portale/contract/quantity-rules';
import { todayInRome } from '@portale/contract/business-date';
import type { TCurrentContext } from '@portale/contract/auth';
import type { ZRestoreCartResponse } from '@portale/contract/cart';
import type { z } from 'zod';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { localQuote, localQuoteLines } from '../../../lib/offline/local-quotes';
import type { ActivateInput } from '../../../lib/session';
import { EMPTY_CART } from '../store/cart-model';
import { cartStore } from '../store/cart-store';

export const OFFLINE_RESTORE_UNAVAILABLE = 'Senza rete si possono ripristinare solo i preventivi aperti presenti sul dispositivo';
export const OFFLINE_RESTORE_NOTICE = 'Senza rete: preventivo ripristinato dai dati del dispositivo, ai prezzi del listino sul dispositivo';

type RestoreNotice = Pick<z.infer<typeof ZRestoreCartResponse>, 'expired' | 'valid_until' | 'price_changes' | 'quantity_problems'>;

/**
 * 'Ripristina' without network (issue 18), from the copy's open quotes: the cart is replaced (the agent confirmed it
 * when it had products), the quote's customer becomes the current one on the device when it is not (an 'Attiva'
 * the server is told first when the network is back), and the quote's lines come back priced from the copy, keeping
 * the quote's identity and revision, so a later save or order is recorded against it as online. Answers what the
 * restore notice says (expired, prices that differ from the quote's).
 */
export async function restoreOnDevice(
  userId: number,
  quoteId: number,
  current: TCurrentContext,
  activate: (input: ActivateInput) => Promise<{ current: TCurrentContext }>,
): Promise<RestoreNotice> {
  const db = offlineDbFor(userId);
  const quote = await localQuote(db, quoteId);
  if (!quote) throw new Error(OFFLINE_RESTORE_UNAVAILABLE);
  const customer = await db.customers.get(quote.customer.id);
  if (!customer) throw new Error('Cliente non presente nei dati del dispositivo');
  if (customer.inactive) throw new Error('Il cliente non è attivo e non può essere attivato');
  cartStore.clear(userId);
  let context = current;
  if (current.customer?.id !== customer.id || current.profile?.external_id !== quote.profile_external_id) {
    ({ current: context } = await activate({ profile_external_id: quote.profile_external_id, customer_id: customer.id }));
  }
  const priceListId = context.customer?.price_list_id ?? customer.price_list_id;
  const { lines, price_changes } = await localQuoteLines(db, quote, priceListId);
  cartStore.replace(userId, {
    ...EMPTY_CART,
    version: cartStore.get(userId).version,
    dirty: true,
    id: quote.id,
    quote_revision: quote.revision,
    name: quote.name,
    type: 'quotes',
    profile_external_id: quote.profile_external_id,
    customer_id: customer.id,
    customer_external_id: customer.external_id,
    customer_name: customer.company_name,
    price_list_id: priceListId,
    items: lines,
    notes: quote.notes ?? '',
    shipping_address_id: quote.shipping_address_id,
    shipping_address_is_new: quote.shipping_address_is_new,
    shipping_address_new: quote.shipping_address_new ?? '',
    payment_mode_id: quote.payment_mode_id,
  });
  // The device's copy applies the same rules (contract quantity-rules.ts) to say which lines no longer fit.
  return { expired: quote.valid_until !== null && quote.valid_until < todayInRome(), valid_until: quote.valid_until, price_changes, quantity_problems: quantityProblemsOf(lines) };
}
