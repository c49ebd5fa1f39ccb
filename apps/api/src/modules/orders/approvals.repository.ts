import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TApprovalReasons } from '@portale/contract/approvals';
import type { Db } from '../../db/client';
import { customers, orderApprovals, orderExports, orderItems, orders, orderStatuses, profiles, users } from '../../db/schema/index';
import type { Tx } from '../cart/cart.repository';

type Q = Db | Tx;

/** The user's own discount limit (basis points), null when he has none (the settings' default applies). */
export async function findDiscountLimitBp(db: Q, userId: number): Promise<number | null> {
  const [row] = await db.select({ bp: users.discountLimitBp }).from(users).where(eq(users.id, userId));
  return row?.bp ?? null;
}

/** A portal status by code, created on first use (as 'Inserito' is): the ERP's statuses never use these codes. */
export async function ensureStatus(tx: Tx, status: { code: string; name: string }): Promise<number> {
  const find = () => tx.select({ id: orderStatuses.id }).from(orderStatuses).where(eq(orderStatuses.code, status.code)).limit(1);
  const [found] = await find();
  if (found) return found.id;
  await tx.insert(orderStatuses).values(status).onConflictDoNothing();
  const [created] = await find();
  return created.id;
}

export async function insertApproval(tx: Tx, row: { orderId: number; requestedBy: number; reasons: TApprovalReasons; exportPayload: unknown }) {
  await tx.insert(orderApprovals).values(row);
}

/** Pending approvals, oldest first, with the order, its customer and the sender. */
export function findPendingApprovals(db: Q) {
  return db
    .select({
      orderId: orders.id,
      code: orders.code,
      issueDate: orders.issueDate,
      totalNet: orders.totalNet,
      profileExternalId: profiles.externalId,
      customerId: customers.id,
      customerExternalId: customers.externalId,
      customerName: customers.companyName,
      requestedBy: orderApprovals.requestedBy,
      requestedByName: users.name,
      requestedAt: orderApprovals.requestedAt,
      reasons: orderApprovals.reasons,
    })
    .from(orderApprovals)
    .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, orderApprovals.requestedBy))
    .where(isNull(orderApprovals.decision))
    .orderBy(asc(orderApprovals.requestedAt), asc(orders.id));
}

export async function countPendingApprovals(db: Q): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from order_approvals where decision is null`);
  return rows[0]?.n ?? 0;
}

/** The goods lines of orders (shipping and promotion lines have no product). */
export function findItemsOfOrders(db: Q, orderIds: number[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      productExternalId: orderItems.productExternalId,
      description: orderItems.description,
      quantity: orderItems.quantity,
      price: orderItems.price,
      discount1: orderItems.discount1,
      discount2: orderItems.discount2,
      total: orderItems.total,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

/** The approval history of orders (any state), with the names of sender and decider. */
export async function findApprovalsOfOrders(db: Q, orderIds: number[]) {
  if (!orderIds.length) return [];
  const { rows } = await db.execute<{
    order_id: number;
    reasons: TApprovalReasons;
    requested_by: number;
    requested_by_name: string;
    requested_at: string;
    decision: string | null;
    decided_by: number | null;
    decided_by_name: string | null;
    decided_at: string | null;
    rejection_reason: string | null;
  }>(sql`
    select a.order_id, a.reasons, a.requested_by, r.name as requested_by_name, a.requested_at::text as requested_at,
           a.decision, a.decided_by, d.name as decided_by_name, a.decided_at::text as decided_at, a.rejection_reason
      from order_approvals a join users r on r.id = a.requested_by left join users d on d.id = a.decided_by
     where a.order_id in (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})`);
  return rows;
}

/**
 * Records the decision on a pending approval; false when it was decided already (or is not pending): the first
 * admin's decision stands, a second one changes nothing.
 */
export async function decideApproval(tx: Tx, orderId: number, decision: { decision: 'approved' | 'rejected'; decidedBy: number; rejectionReason: string | null }) {
  const rows = await tx
    .update(orderApprovals)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(orderApprovals.orderId, orderId), isNull(orderApprovals.decision)))
    .returning({ payload: orderApprovals.exportPayload });
  return rows[0] ?? null;
}

export async function findApproval(tx: Tx, orderId: number) {
  const [row] = await tx.select({ decision: orderApprovals.decision }).from(orderApprovals).where(eq(orderApprovals.orderId, orderId));
  return row ?? null;
}

export async function setOrderStatus(tx: Tx, orderId: number, statusId: number) {
  await tx.update(orders).set({ statusId }).where(eq(orders.id, orderId));
}

/** The approved order enters the export outbox now, with the payload stored when it was sent. */
export async function queueExport(tx: Tx, orderId: number, payload: unknown) {
  await tx.insert(orderExports).values({ orderId, payload });
}
