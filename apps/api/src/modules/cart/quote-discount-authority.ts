import { beyondAuthority, discountAuthorityBp } from '@portale/contract/approvals';
import type { Config } from '../../config';

/** What a stored quote's PDF and email need to know about its discounts and its author's authority. */
export interface QuoteDiscountState {
  /** The author's authority in basis points. */
  limitBp: number;
  /** For each line (in order): whether its cascade is beyond that authority. */
  beyond: boolean[];
}

/**
 * Issue 64 §6: a discount beyond the agent's authority never leaves the portal as a binding price. A quote is judged
 * by its author's authority (the agent who gave the discount; whoever reads it, an admin included), line by line as
 * the order check does; the payment mode's discount is the company's own price for the payment terms and does not
 * count (docs/CART-AND-ORDERS.md). Null when every line is within it (or the author is an admin); an author no
 * longer found is judged by the default authority (fail closed).
 */
export function quoteDiscountState(
  config: Config,
  author: { role: string; discountLimitBp: number | null } | undefined,
  lines: { discount1: number; discount2: number }[],
): QuoteDiscountState | null {
  const limitBp = discountAuthorityBp(author ?? { role: 'agent', discountLimitBp: null }, config.approvals.defaultDiscountLimitBp);
  if (limitBp === null) return null;
  const beyond = lines.map((l) => beyondAuthority(l.discount1, l.discount2, limitBp));
  return beyond.some(Boolean) ? { limitBp, beyond } : null;
}
