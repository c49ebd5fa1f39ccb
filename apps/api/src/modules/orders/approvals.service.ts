import { ORDER_STATUS, type TOrderApproval, type TPendingOrder } from '@portale/contract/approvals';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { ensureInsertedStatus } from '../cart/cart-order.repository';
import {
  countPendingApprovals,
  decideApproval,
  ensureStatus,
  findApproval,
  findApprovalsOfOrders,
  findItemsOfOrders,
  findPendingApprovals,
  queueExport,
  setOrderStatus,
} from './approvals.repository';

const NOT_PENDING = 'Ordine non trovato tra quelli da approvare';
const ALREADY_DECIDED = 'L’ordine è già stato approvato o rifiutato';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The approval history of each order that has one (for the lists and the detail), by order id. */
export async function approvalsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, TOrderApproval>> {
  const rows = await findApprovalsOfOrders(db, orderIds);
  return new Map(
    rows.map((r) => [
      r.order_id,
      {
        state: r.decision === 'approved' ? 'approved' : r.decision === 'rejected' ? 'rejected' : 'pending',
        reasons: r.reasons,
        requested_by: { id: r.requested_by, name: r.requested_by_name },
        requested_at: iso(r.requested_at),
        decided_by: r.decided_by !== null ? { id: r.decided_by, name: r.decided_by_name ?? '' } : null,
        decided_at: r.decided_at ? iso(r.decided_at) : null,
        rejection_reason: r.rejection_reason,
      },
    ]),
  );
}

/** 'Ordini da approvare': every pending order, oldest first, its lines marked where beyond the sender's authority. */
export async function pendingApprovals(db: Db): Promise<TPendingOrder[]> {
  const pending = await findPendingApprovals(db);
  const ids = pending.map((p) => p.orderId);
  const [items, approvals] = await Promise.all([findItemsOfOrders(db, ids), approvalsOfOrders(db, ids)]);
  return pending.map((p) => {
    const approval = approvals.get(p.orderId)!;
    const beyond = new Set(approval.reasons.lines.map((l) => l.product_code));
    return {
      id: p.orderId,
      code: p.code,
      issue_date: p.issueDate,
      total_net: Number(p.totalNet),
      profile_external_id: p.profileExternalId,
      customer: { id: p.customerId, external_id: p.customerExternalId, company_name: p.customerName },
      approval,
      items: items
        .filter((i) => i.orderId === p.orderId)
        .map((i) => ({
          product_external_id: i.productExternalId,
          description: i.description,
          quantity: Number(i.quantity),
          price: Number(i.price),
          discount_1: Number(i.discount1),
          discount_2: Number(i.discount2),
          total: Number(i.total),
          beyond_limit: beyond.has(i.productExternalId),
        })),
    };
  });
}

export const pendingApprovalsCount = (db: Db) => countPendingApprovals(db);

/**
 * Approves a held order: 'Inserito', into the export outbox with the payload stored when it was sent (what the
 * admin saw is what the ERP gets), approver and time recorded. Only once: a decided order answers 409.
 */
export async function approveOrder(db: Db, actor: Actor, orderId: number) {
  await db.transaction(async (tx) => {
    const decided = await decideApproval(tx, orderId, { decision: 'approved', decidedBy: actor.userId, rejectionReason: null });
    if (!decided) throw (await findApproval(tx, orderId)) ? AppError.conflict(ALREADY_DECIDED) : AppError.notFound(NOT_PENDING);
    await setOrderStatus(tx, orderId, await ensureInsertedStatus(tx));
    await queueExport(tx, orderId, decided.payload);
  });
  return { success: true, message: 'Ordine approvato: sarà inviato all’ERP con la prossima esportazione' };
}

/** Rejects a held order with the reason the agent will read; it never reaches the ERP. Only once. */
export async function rejectOrder(db: Db, actor: Actor, orderId: number, reason: string) {
  await db.transaction(async (tx) => {
    const decided = await decideApproval(tx, orderId, { decision: 'rejected', decidedBy: actor.userId, rejectionReason: reason.trim() });
    if (!decided) throw (await findApproval(tx, orderId)) ? AppError.conflict(ALREADY_DECIDED) : AppError.notFound(NOT_PENDING);
    await setOrderStatus(tx, orderId, await ensureStatus(tx, ORDER_STATUS.rejected));
  });
  return { success: true, message: 'Ordine rifiutato: l’agente vedrà il motivo' };
}
