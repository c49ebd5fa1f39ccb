import {
  beyondAuthority,
  beyondAuthorityMessage,
  discountAuthorityBp,
  effectiveDiscountBp,
  overdueHoldReason,
  percentLabel,
  type TApprovalReasons,
} from '@portale/contract/approvals';
import { daysBetween, todayInRome } from '@portale/contract/business-date';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { reachableProfileIds, type Actor } from '../../lib/actor';
import { findOverdue } from '../customers/overdue.repository';
import { findDiscountLimitBp } from '../orders/approvals.repository';
import type { PricedCart } from './cart-pricing.service';
import type { Tx } from './cart.repository';

/**
 * Why an order must wait for an admin (issue 56 §3–4), or null when it goes straight to the ERP. Run on the priced
 * cart inside the order's transaction, so every path that creates an order (screen, outbox, API, a restored or
 * duplicated quote, a reorder) is checked the same way. An admin's own orders are never held.
 */
export async function approvalReasons(tx: Tx, config: Config, actor: Actor, priced: PricedCart): Promise<TApprovalReasons | null> {
  if (actor.isAdmin) return null;
  const limitBp = discountAuthorityBp({ role: actor.role, discountLimitBp: await findDiscountLimitBp(tx, actor.userId) }, config.approvals.defaultDiscountLimitBp);
  const lines =
    limitBp === null
      ? []
      : priced.lines
          .filter((l) => beyondAuthority(l.discount1, l.discount2, limitBp))
          .map((l) => ({
            product_code: l.product.code,
            description: l.product.description,
            discount_1: l.discount1,
            discount_2: l.discount2,
            effective_discount: effectiveDiscountBp(l.discount1, l.discount2) / 100,
            limit: limitBp / 100,
          }));
  const overdue = await overdueReason(tx, config, actor, priced.customer.id);
  if (!lines.length && !overdue) return null;
  const messages = [
    ...lines.map((l) => `${l.product_code}: sconto ${l.discount_1}+${l.discount_2} (${percentLabel(Math.round(l.effective_discount * 100))}) — ${beyondAuthorityMessage(limitBp!)}`),
    ...(overdue ? [overdue.message] : []),
  ];
  return { lines, overdue, messages };
}

/** The overdue hold, from the briefing's figures in the agent's scope; null when off or not overdue enough. */
export async function overdueReason(tx: Tx | Db, config: Config, actor: Actor, customerId: number) {
  const days = config.approvals.overdueHoldDays;
  if (days === null) return null;
  const today = todayInRome();
  const found = await findOverdue(tx, customerId, reachableProfileIds(actor), today);
  const receivables = { oldest_days_late: found.oldest_due ? daysBetween(found.oldest_due, today) : 0, overdue_total: Number(found.overdue_total) };
  const message = overdueHoldReason(receivables, days);
  return message ? { days_late: receivables.oldest_days_late, amount: receivables.overdue_total, message } : null;
}

/** What the agent reads at send time. */
export const pendingApprovalMessage = (code: string, reasons: TApprovalReasons) =>
  `Ordine ${code} da approvare: sarà inviato all’ERP dopo l’approvazione dell’amministratore. ${reasons.messages.join('; ')}`;
