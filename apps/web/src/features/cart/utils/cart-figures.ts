import { useNetwork } from '@mantine/hooks';
import type { TCurrentCartTotals, ZSeenOrder } from '@portale/contract/cart';
import type { z } from 'zod';
import type { CartState } from '../store/cart-model';
import { centsToEuro, previewGoodsCents, previewWeight } from './preview-totals';

/**
 * What the cart's summary shows (the rows follow the same rule, line by line): the server's computation of the version the copy is based on ('server', dimmed
 * while an edit is on its way), or — with no server answer to show (offline, never synchronised) — a preview
 * of goods only, labelled as indicative.
 */
export type CartFigures = { kind: 'server'; pending: boolean; totals: TCurrentCartTotals } | { kind: 'preview'; goods: number; weight: number };

export function cartFigures(cart: CartState, online: boolean): CartFigures {
  const totals = cart.server_totals;
  if (totals && (online || !cart.dirty)) return { kind: 'server', pending: cart.dirty, totals };
  return { kind: 'preview', goods: centsToEuro(previewGoodsCents(cart.items)), weight: previewWeight(cart.items) };
}

export function useCartFigures(cart: CartState): CartFigures {
  const { online } = useNetwork();
  return cartFigures(cart, online);
}

/**
 * What the agent sees of a cart sent or saved without network: each line's list price and the total shown (the
 * server's last answer while the cart is unchanged since, else the goods). The server compares its own pricing with it.
 */
export function seenFigures(cart: CartState): z.input<typeof ZSeenOrder> {
  const figures = cartFigures(cart, false);
  const total = figures.kind === 'server' ? figures.totals.total_final : figures.goods;
  return { items: cart.items.map((l) => ({ product_id: l.product_id, price: l.price })), total_final: total };
}
