import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { orderExports, orderItems, orderStatuses, orders } from '../../db/schema/index';
import type { Tx } from './cart.repository';

/** The status of portal orders ('Inserito'), created on first use. */
export async function ensureInsertedStatus(tx: Tx): Promise<number> {
  const find = () =>
    tx
      .select({ id: orderStatuses.id })
      .from(orderStatuses)
      .where(or(eq(orderStatuses.code, 'INS'), ilike(orderStatuses.name, 'inserito')))
      .orderBy(sql`${orderStatuses.code} = 'INS' desc`, asc(orderStatuses.id))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  await tx.insert(orderStatuses).values({ name: 'Inserito', code: 'INS' }).onConflictDoNothing();
  const [created] = await find();
  return created.id;
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'code'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/**
 * Inserts a portal order numbered from the web sequence with the year of its issue date ('WEB-2026-000042').
 * The number is padded to 6 digits, never cut: past 999,999 the code grows ('WEB-2026-1000000'). A code
 * already taken (an order stored before imports refused WEB- codes) is skipped for the next number,
 * so the insert never fails on orders_code_key.
 */
export async function insertOrder(tx: Tx, values: NewOrder & { issueDate: string }, items: NewOrderItem[]) {
  const code = await nextWebOrderCode(tx, values.issueDate.slice(0, 4));
  const [row] = await tx.insert(orders).values({ ...values, code }).returning({ id: orders.id, code: orders.code });
  if (items.length) await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id })));
  return row;
}

export function webOrderCode(year: string, n: number | string) {
  return `WEB-${year}-${String(n).padStart(6, '0')}`;
}

async function nextWebOrderCode(tx: Tx, year: string): Promise<string> {
  for (;;) {
    const { rows } = await tx.execute<{ n: string }>(sql`select nextval('web_order_code_seq')::text as n`);
    const code = webOrderCode(year, rows[0].n);
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
    if (!taken) return code;
  }
}

export async function insertOrderExport(tx: Tx, orderId: number, payload: unknown) {
  await tx.insert(orderExports).values({ orderId, payload });
}

/** The version of the quote (carts.order_id = this order) the order was sent from. */
export async function setOrderQuoteVersion(tx: Tx, orderId: number, version: number) {
  await tx.update(orders).set({ quoteVersion: version }).where(eq(orders.id, orderId));
}
