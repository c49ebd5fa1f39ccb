import { useNetwork } from '@mantine/hooks';
import type { TCurrentCartTotals, ZSeenOrder } from '@portale/contract/cart';
import { useLiveQuery } from 'dexie-react-hooks';
import type { z } from 'zod';
import { devicePricingFor, type DevicePricing } from '../../../lib/offline/device-pricing';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';
import type { CartState } from '../store/cart-model';
import { deviceTotals } from './device-totals';
import { centsToEuro, previewGoodsCents, previewWeight } from './preview-totals';

/**
 * What the cart's summary shows (the rows follow the same rule, line by line): the server's computation of the
 * version the copy is based on ('server', dimmed while an edit is on its way); without a server answer to show
 * (offline, never synchronised) the same computation made on the device from its copy ('device'), or — when the copy
 * cannot price the cart — a preview of goods only, labelled as indicative.
 */
export type CartFigures =
  | { kind: 'server'; pending: boolean; totals: TCurrentCartTotals }
  | { kind: 'device'; totals: TCurrentCartTotals }
  | { kind: 'preview'; goods: number; weight: number };

export function cartFigures(cart: CartState, online: boolean, pricing?: DevicePricing): CartFigures {
  const totals = cart.server_totals;
  // A copy in conflict is not being pushed: the server's figures are of another content and will not follow it.
  if (totals && !(cart.dirty && cart.conflict) && (online || !cart.dirty)) return { kind: 'server', pending: cart.dirty, totals };
  const computed = pricing && deviceTotals(cart, pricing);
  if (computed) return { kind: 'device', totals: computed };
  return { kind: 'preview', goods: centsToEuro(previewGoodsCents(cart.items)), weight: previewWeight(cart.items) };
}

/** The cart's figures; offline, computed from the device's copy as soon as it is read. */
export function useCartFigures(cart: CartState): CartFigures {
  const { online } = useNetwork();
  const userId = useSession().data.user.id;
  const { customer_id, price_list_id, payment_mode_id } = cart;
  const pricing = useLiveQuery(
    () => (online ? undefined : devicePricingFor(offlineDbFor(userId), { customer_id, price_list_id, payment_mode_id })),
    [online, userId, customer_id, price_list_id, payment_mode_id],
  );
  return cartFigures(cart, online, pricing);
}

/**
 * What the agent sees of a cart sent or saved without network: each line's list price and the total shown (the
 * server's last answer while the cart is unchanged since, else the device's own computation, else the goods). The
 * server compares its own pricing with it.
 */
export async function seenFigures(userId: number, cart: CartState): Promise<z.input<typeof ZSeenOrder>> {
  const figures = cartFigures(cart, false, await devicePricingFor(offlineDbFor(userId), cart));
  const total = figures.kind === 'preview' ? figures.goods : figures.totals.total_final;
  return { items: cart.items.map((l) => ({ product_id: l.product_id, price: l.price })), total_final: total };
}
