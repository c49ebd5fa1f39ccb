import type { TCustomerBriefing } from '@portale/contract/briefing';
import { addDays, daysBetween, sameDayLastYear, todayInRome } from '@portale/contract/business-date';
import type { Db } from '../../db/client';
import { reachableProfileIds, type Actor } from '../../lib/actor';
import type { SecretBox } from '../../lib/secret-box';
import { reorderLineOf } from '@portale/contract/reorder';
import { overdueHoldReason } from '@portale/contract/approvals';
import { findBriefingParts, type BriefingScope } from './briefing.repository';
import { getCustomer } from './customers.service';

const SHOWN_INSTALMENTS = 50;
const SHOWN_USUAL_PRODUCTS = 30;
const SHOWN_QUOTES = 20;
const LAST_N = 5;


/**
 * 'Scheda visita': everything an agent reads before walking in, one call. The customer is looked up exactly as
 * `customer/get` does (another agent's customer is 404); documents and visits are those of the caller's agent
 * codes; turnover is the customer's, as 'Fatturato' shows it everywhere.
 */
export async function customerBriefing(
  db: Db,
  secrets: SecretBox,
  actor: Actor,
  id: number,
  settings: { notReorderedDays: number; allowedDiscounts?: readonly number[]; overdueHoldDays?: number | null },
  today = todayInRome(),
): Promise<TCustomerBriefing> {
  const customer = await getCustomer(db, secrets, actor, id);
  const scope: BriefingScope = { customerId: id, profileIds: reachableProfileIds(actor) };
  const year = Number(today.slice(0, 4));
  const { instalments, turnover: toDate, orders, quotes, visits, usual, profile_codes: profileCodes } = await findBriefingParts(db, scope, {
    userId: actor.userId,
    today,
    instalments: SHOWN_INSTALMENTS,
    lastN: LAST_N,
    quotes: SHOWN_QUOTES,
    thisYear: [`${year}-01-01`, today],
    lastYear: [`${year - 1}-01-01`, sameDayLastYear(today)],
    usual: {
      since: sameDayLastYear(today),
      cutoff: addDays(today, -settings.notReorderedDays),
      priceListId: customer.price_list_id,
      limit: SHOWN_USUAL_PRODUCTS,
    },
  });
  // The customer's yearly turnover comes with the customer (year_data), as the customers home shows it.
  const yearTotal = new Map(customer.year_data.map((r) => [r.year, r.invoices_total]));
  const summary = instalments[0];
  const receivables = {
    open_total: summary ? Number(summary.open_total) : 0,
    overdue_total: summary ? Number(summary.overdue_total) : 0,
    overdue_count: summary?.overdue_count ?? 0,
    oldest_days_late: summary?.oldest_due ? daysBetween(summary.oldest_due, today) : 0,
  };
  return {
    customer,
    profile_external_ids: profileCodes,
    today,
    receivables: {
      ...receivables,
      instalments: instalments.map((r) => ({
        invoice_id: r.invoice_id,
        invoice_number: r.invoice_number,
        invoice_issue_date: r.invoice_issue_date,
        due_date: r.due_date,
        amount: Number(r.amount),
        days_late: Math.max(0, daysBetween(r.due_date, today)),
      })),
    },
    // The same rule and figures that hold the customer's orders (cart/createOrder).
    overdue_hold: overdueHoldReason(receivables, settings.overdueHoldDays ?? null),
    turnover: {
      year,
      this_year_to_date: Number(toDate.this_year),
      last_year_same_period: Number(toDate.last_year),
      years: [4, 3, 2, 1, 0].map((back) => ({ year: year - back, invoices_total: yearTotal.get(year - back) ?? 0 })),
    },
    last_orders: orders.map((o) => ({ id: o.id, code: o.code, issue_date: o.issue_date, total_net: Number(o.total_net), status: o.status })),
    open_quotes: quotes.map((q) => ({
      id: q.id,
      name: q.name,
      updated_at: new Date(q.updated_at).toISOString(),
      total_final: Number(q.total_final),
      items_count: q.items_count,
      version: q.version,
      valid_until: q.valid_until,
    })),
    last_visits: visits,
    not_reordered_days: settings.notReorderedDays,
    usual_products: usual.map((r) => {
      const lastQuantity = Number(r.last_quantity);
      const { line, reason } = reorderLineOf(r, lastQuantity, settings.allowedDiscounts);
      return {
        product_id: r.product_id,
        product_code: r.code,
        description: r.description,
        unit_of_measure: r.unit_of_measure ?? 'PZ',
        months_ordered: r.months_ordered,
        last_quantity: lastQuantity,
        last_date: r.last_date,
        line,
        unavailable_reason: reason,
      };
    }),
  };
}
