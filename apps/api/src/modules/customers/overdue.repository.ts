import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { andAll, scopeWhere } from '../../lists/list-sql';
import type { Tx } from '../cart/cart.repository';

/**
 * The customer's overdue instalments in the caller's scope, as the briefing sums them (unpaid, due before today):
 * their total and the oldest due date. One pass over the customer's instalments.
 */
export async function findOverdue(db: Db | Tx, customerId: number, profileIds: number[] | null, today: string) {
  const { rows } = await db.execute<{ overdue_total: string; oldest_due: string | null }>(sql`
    select coalesce(sum(e.amount), 0)::text as overdue_total, min(e.date)::text as oldest_due
      from invoices i join invoice_expirations e on e.invoice_id = i.id
     where ${andAll([sql`i.customer_id = ${customerId}`, scopeWhere(sql`i.profile_id`, profileIds)])} and not e.paid and e.date < ${today}::date`);
  return rows[0] ?? { overdue_total: '0', oldest_due: null };
}
