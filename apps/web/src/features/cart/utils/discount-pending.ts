import { beyondAuthority } from '@portale/contract/approvals';
import type { CartLine } from '../store/cart-model';

/**
 * Issue 64 §6: whether a line's discount is beyond the agent's authority (percent; null = none), so its quote's PDF
 * and email will say 'Sconto in attesa di approvazione' and carry no net amount for it. The server decides the same
 * from the saved quote; this says it on the screen before the agent sends.
 */
export function discountPending(items: Pick<CartLine, 'discount_1' | 'discount_2' | 'disable_discounts'>[], limitPercent: number | null): boolean {
  if (limitPercent === null) return false;
  const limitBp = Math.round(limitPercent * 100);
  return items.some((l) => !l.disable_discounts && beyondAuthority(l.discount_1, l.discount_2, limitBp));
}
