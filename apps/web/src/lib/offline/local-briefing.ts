import type { TCustomerBriefing } from '@portale/contract/briefing';
import { addDays, sameDayLastYear, todayInRome } from '@portale/contract/business-date';
import { reorderLineOf } from '@portale/contract/reorder';
import type { TSyncOrder } from '@portale/contract/sync';
import { cartRulesOf, localProduct, openQuotesOf, type OfflineDb } from './offline-db';
import { indexedOrders } from './orders-index';

/** What the server's briefing shows of each list (briefing.service.ts). */
const LAST_N = 5;
const SHOWN_QUOTES = 20;
const SHOWN_USUAL_PRODUCTS = 30;
/** The server's default for 'not reordered in the last N days' (BRIEFING_NOT_REORDERED_DAYS), until a briefing says otherwise. */
const DEFAULT_NOT_REORDERED_DAYS = 60;

/**
 * A 'Scheda visita' the device computes from its copy when the server's was never seen here: the customer, the last
 * orders, the open quotes and the usual products not reordered, as the server computes them. Receivables, turnover and
 * visits are not in the copy: null, and the screen says so.
 */
export type DeviceBriefing = Omit<TCustomerBriefing, 'receivables' | 'turnover' | 'last_visits'> & {
  receivables: null;
  turnover: null;
  last_visits: null;
};

/** 'N' of the usual products: the setting as the last briefing seen on the device carried it, else the default. */
async function notReorderedDays(db: OfflineDb): Promise<number> {
  return (await db.briefings.orderBy('at').last())?.answer.not_reordered_days ?? DEFAULT_NOT_REORDERED_DAYS;
}

/** The server's usual products (briefing.repository.ts findUsualNotReordered) over the copy's orders of one customer. */
async function usualProducts(db: OfflineDb, orders: TSyncOrder[], today: string, days: number, priceListId: number | null) {
  const since = sameDayLastYear(today);
  const cutoff = addDays(today, -days);
  const additions = new Set(Object.values((await cartRulesOf(db))?.rules ?? {}).flatMap((list) => list.map((r) => r.external_id)));
  // Per product: the months it was ordered in, and its latest order's quantity (several lines of an order add up).
  // As the server: also that order's line total and its first line's discounts.
  type Last = { date: string; orderId: number; quantity: number; total: number; discount_1: number; discount_2: number };
  const seen = new Map<number, { months: Set<string>; last: Last }>();
  for (const order of orders) {
    if (order.issue_date <= since) continue;
    const perOrder = new Map<number, Omit<Last, 'date' | 'orderId'>>();
    for (const item of order.items) {
      if (!item.product) continue;
      const before = perOrder.get(item.product.id);
      perOrder.set(
        item.product.id,
        before
          ? { ...before, quantity: before.quantity + item.quantity, total: Math.round((before.total + item.total) * 100) / 100 }
          : { quantity: item.quantity, total: item.total, discount_1: item.discount_1, discount_2: item.discount_2 },
      );
    }
    for (const [productId, line] of perOrder) {
      const entry = seen.get(productId) ?? { months: new Set<string>(), last: { date: '', orderId: 0, quantity: 0, total: 0, discount_1: 0, discount_2: 0 } };
      entry.months.add(order.issue_date.slice(0, 7));
      const { last } = entry;
      if (order.issue_date > last.date || (order.issue_date === last.date && order.id > last.orderId)) entry.last = { date: order.issue_date, orderId: order.id, ...line };
      seen.set(productId, entry);
    }
  }
  const usual = [...seen].filter(([, e]) => e.months.size >= 2 && e.last.date <= cutoff);
  const rows = (
    await Promise.all(
      usual.map(async ([productId, e]) => {
        const product = await localProduct(db, productId);
        if (!product || additions.has(product.external_id)) return null;
        const catalogue = {
          product_id: product.id,
          code: product.external_id,
          description: product.description,
          enabled: true,
          available: product.quantity,
          unit_of_measure: product.unit_of_measure,
          price: priceListId === null ? null : (product.prices[String(priceListId)] ?? null),
          weight: product.weight,
          disable_discounts: product.disable_discounts,
          discount_1: e.last.discount_1,
          discount_2: e.last.discount_2,
          previous_total: e.last.total,
        };
        const lastQuantity = Math.round(e.last.quantity * 1000) / 1000;
        const { line, reason } = reorderLineOf(catalogue, lastQuantity);
        return {
          product_id: product.id,
          product_code: product.external_id,
          description: product.description,
          unit_of_measure: product.unit_of_measure,
          months_ordered: e.months.size,
          last_quantity: lastQuantity,
          last_date: e.last.date,
          line,
          unavailable_reason: reason,
        };
      }),
    )
  ).filter((r) => r !== null);
  return rows
    .sort((a, b) => b.months_ordered - a.months_ordered || (a.last_date !== b.last_date ? (a.last_date < b.last_date ? 1 : -1) : a.product_code < b.product_code ? -1 : 1))
    .slice(0, SHOWN_USUAL_PRODUCTS);
}

/**
 * The briefing from the device's copy; undefined when the copy cannot say (the customer, or a complete copy of the
 * orders, not on the device). `agentCodes`: the caller's codes (the customer's among them are where it can be activated).
 */
export async function localBriefing(db: OfflineDb, customerId: number, agentCodes: string[]): Promise<DeviceBriefing | undefined> {
  const [synced, copy] = await Promise.all([db.customers.get(customerId), indexedOrders(db)]);
  if (!synced || !copy) return undefined;
  const { agent_codes: customerCodes, ...customer } = synced;
  const today = todayInRome();
  const orders = copy.filter(({ order }) => order.customer.id === customerId).map(({ order }) => order);
  const quotes = ((await openQuotesOf(db))?.quotes ?? [])
    .filter((q) => q.customer.id === customerId)
    .sort((a, b) => (a.updated_at !== b.updated_at ? (a.updated_at < b.updated_at ? 1 : -1) : b.id - a.id))
    .slice(0, SHOWN_QUOTES);
  const days = await notReorderedDays(db);
  return {
    customer,
    profile_external_ids: customerCodes.filter((code) => agentCodes.includes(code)).sort(),
    today,
    receivables: null,
    overdue_hold: null,
    turnover: null,
    last_visits: null,
    last_orders: orders.slice(0, LAST_N).map((o) => ({ id: o.id, code: o.code, issue_date: o.issue_date, total_net: o.total_net, status: o.status?.name ?? null })),
    open_quotes: quotes.map((q) => ({
      id: q.id,
      name: q.name,
      updated_at: q.updated_at,
      total_final: q.total_final,
      items_count: q.items?.length ?? 0,
      version: q.version,
      valid_until: q.valid_until,
    })),
    not_reordered_days: days,
    usual_products: await usualProducts(db, orders, today, days, customer.price_list_id),
  };
}
