import { z } from 'zod';
import { defineCall } from './call';
import { ZIdParams, ZSuccessResponse } from './common';
import { countOf } from './italian-count';
import { ZListCustomer } from './lists';

/**
 * Issue 56 §3–4: discount authority and the approval queue. An agent may send lines up to his maximum effective
 * discount (the cascade combined, 1 − (1−d1)(1−d2)); an order with a line beyond it, or of a customer overdue past
 * the settings' days, is stored 'Da approvare' and reaches the ERP only once an admin approves it.
 */

/** The portal's order statuses beside the ERP's ('Inserito', code INS): codes the ERP does not use. */
export const ORDER_STATUS = {
  inserted: { code: 'INS', name: 'Inserito' },
  pending: { code: 'DAP', name: 'Da approvare' },
  rejected: { code: 'RIF', name: 'Rifiutato' },
} as const;

/** The effective discount of a cascade d1+d2 (whole percents) in basis points, exact: 3+3 → 591 (5,91%). */
export function effectiveDiscountBp(discount1: number, discount2: number): number {
  return 10_000 - (100 - discount1) * (100 - discount2);
}

/** Basis points as an Italian percentage: 400 → '4%', 591 → '5,91%'. */
export function percentLabel(bp: number): string {
  const text = (bp / 100).toFixed(2).replace(/\.?0+$/, '').replace('.', ',');
  return `${text}%`;
}

/** A user's authority in basis points: an admin's orders are never held (null); else his own limit or the default. */
export const discountAuthorityBp = (user: { role: string; discountLimitBp: number | null }, defaultBp: number): number | null =>
  user.role === 'admin' ? null : (user.discountLimitBp ?? defaultBp);

/** Whether a line's cascade exceeds the authority (null = no limit: admins). */
export const beyondAuthority = (discount1: number, discount2: number, limitBp: number | null) =>
  limitBp !== null && effectiveDiscountBp(discount1, discount2) > limitBp;

/**
 * Issue 64 §6: what a quote beyond its author's authority says, on the screen before sending, on its PDF and in its
 * email — which then carry no net amount built on those lines (the order from it waits for the admin).
 */
export const DISCOUNT_PENDING = 'Sconto in attesa di approvazione';

/** What the cart says on a line beyond the agent's authority. */
export const beyondAuthorityMessage = (limitBp: number) => `Oltre il tuo limite (${percentLabel(limitBp)}): serve l'approvazione`;

/** Euro as the portal writes them, '1.234,56 €' (a plain space, as the server's other messages). */
function euroText(euro: number): string {
  const cents = Math.round(euro * 100);
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')} €`;
}

/**
 * The overdue hold (§4) from the briefing's receivables: the oldest unpaid instalment late by more than `days`
 * holds the order, with the briefing's own figures ('Scaduto da 75 giorni: 350,50 €'). Null = not held.
 */
export function overdueHoldReason(receivables: { oldest_days_late: number; overdue_total: number }, days: number | null): string | null {
  if (days === null || receivables.oldest_days_late <= days) return null;
  return `Scaduto da ${countOf(receivables.oldest_days_late, 'giorno', 'giorni')}: ${euroText(receivables.overdue_total)}`;
}

/** A line held for the discount: the cascade, its effective value and the sender's limit, in percent. */
export const ZApprovalLine = z.object({
  product_code: z.string(),
  description: z.string(),
  discount_1: z.number().int(),
  discount_2: z.number().int(),
  effective_discount: z.number(),
  limit: z.number(),
});
export type TApprovalLine = z.infer<typeof ZApprovalLine>;

/** Why an order waits for approval: the lines beyond authority and the overdue instalments, with the messages shown. */
export const ZApprovalReasons = z.object({
  lines: z.array(ZApprovalLine),
  overdue: z.object({ days_late: z.number().int(), amount: z.number(), message: z.string() }).nullable(),
  messages: z.array(z.string()),
});
export type TApprovalReasons = z.infer<typeof ZApprovalReasons>;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

/** The approval history of an order (on the order in the lists): sent by whom and why, and the decision. */
export const ZOrderApproval = z.object({
  state: z.enum(['pending', 'approved', 'rejected']),
  reasons: ZApprovalReasons,
  requested_by: ZPerson,
  requested_at: z.string(),
  decided_by: ZPerson.nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});
export type TOrderApproval = z.infer<typeof ZOrderApproval>;

/** An order waiting for approval as the admin's queue shows it. */
export const ZPendingOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  issue_date: z.string(),
  total_net: z.number(),
  profile_external_id: z.string(),
  customer: ZListCustomer,
  approval: ZOrderApproval,
  items: z.array(
    z.object({
      product_external_id: z.string(),
      description: z.string(),
      quantity: z.number(),
      price: z.number(),
      discount_1: z.number(),
      discount_2: z.number(),
      total: z.number(),
      /** Beyond the sender's authority (highlighted). */
      beyond_limit: z.boolean(),
    }),
  ),
});
export type TPendingOrder = z.infer<typeof ZPendingOrder>;

export const ZPendingApprovalsResponse = z.object({ orders: z.array(ZPendingOrder) });
export const ZPendingApprovalsCountResponse = z.object({ count: z.number().int() });
export const ZRejectOrderRequest = z.object({
  reason: z.string().trim().min(3, 'Indicare il motivo del rifiuto (almeno 3 caratteri)').max(1000, 'Motivo troppo lungo (al massimo 1000 caratteri)'),
});

// --- Calls ---
const tag = 'orders';

export const pendingApprovalsCall = defineCall({
  method: 'GET',
  path: 'orders/pendingApprovals',
  summary: 'Ordini da approvare',
  description: "Gli ordini in stato 'Da approvare', dal più vecchio: chi li ha inviati, perché sono fermi e le righe oltre il limite di sconto.",
  access: 'admin',
  tag,
  response: ZPendingApprovalsResponse,
});

export const pendingApprovalsCountCall = defineCall({
  method: 'GET',
  path: 'orders/pendingApprovalsCount',
  summary: 'Quanti ordini attendono approvazione',
  access: 'admin',
  tag,
  response: ZPendingApprovalsCountResponse,
});

export const approveOrderCall = defineCall({
  method: 'POST',
  path: 'orders/approve/:id',
  summary: "Approva un ordine 'Da approvare'",
  description: "L'ordine passa a 'Inserito' ed entra nel prossimo `orders:export`; chi approva e quando restano nello storico dell'ordine. Un ordine già deciso: 409.",
  errors: ['NOT_FOUND', 'CONFLICT'],
  access: 'admin',
  tag,
  params: ZIdParams,
  response: ZSuccessResponse,
});

export const rejectOrderCall = defineCall({
  method: 'POST',
  path: 'orders/reject/:id',
  summary: "Rifiuta un ordine 'Da approvare' con il motivo",
  description: "L'ordine passa a 'Rifiutato', non va all'ERP; l'agente vede il motivo e può riaprirlo nel carrello. Un ordine già deciso: 409.",
  errors: ['NOT_FOUND', 'CONFLICT'],
  access: 'admin',
  tag,
  params: ZIdParams,
  body: ZRejectOrderRequest,
  response: ZSuccessResponse,
});

export const approvalsCalls = [pendingApprovalsCall, pendingApprovalsCountCall, approveOrderCall, rejectOrderCall];
