import type { TOrder, TReorderItemsResponse, TReorderResponse, ZOrderedItem, ZOrderItem } from '@portale/contract/orders';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { reachableProfileIds } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { datedPage, exactCount, type ListCount } from '../../lists/dated-page';
import { TOTALS_KIND, type Totals } from '../../lists/document-totals.repository';
import { TableVersions } from '../../lists/kept-reads';
import { runListQueries } from '../../lists/list-queries';
import { pagedOf } from '../../lists/list-paging';
import { listFilter, type ListInput } from '../../lists/list-scope.service';
import { offsetOf } from '../../lists/list-sql';
import {
  findCustomerPriceListId,
  findCustomersOfItems,
  findOrderForReorder,
  findReorderLines,
  findOrderInScope,
  findOrderItems,
  findOrderStatuses,
  orderPage,
  orderTextTotals,
  type OrderFilter,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository';
import { countTextMatchLines, findMatchingProducts, orderedItemPage, type OrderedItemFilter, type OrderedItemRow } from './ordered-items.repository';
import { reorderLines } from '@portale/contract/reorder';
import { approvalsOfOrders } from './approvals.service';

/** numeric text from SQL → JSON number at the edge (two decimals, exact in decimal). */
const num = (v: string | number): number => Number(v);

export function getStatusList(db: Db) {
  return findOrderStatuses(db);
}

export function toOrder(r: OrderRow): TOrder {
  return {
    id: r.id,
    code: r.code,
    issue_date: r.issue_date,
    issued: r.issued,
    processed: r.processed,
    status: r.status_name !== null && r.status_code !== null ? { name: r.status_name, code: r.status_code } : null,
    total_net: num(r.total_net),
    total: num(r.total),
    notes: r.notes,
    shipping_name: r.shipping_name,
    shipping_address: r.shipping_address,
    shipping_zip_code: r.shipping_zip_code,
    shipping_city: r.shipping_city,
    profile_external_id: r.profile_external_id,
    profile: { external_id: r.profile_external_id, company_name: r.profile_company_name },
    customer: { id: r.customer_id, external_id: r.customer_external_id, company_name: r.customer_company_name },
    quote: r.quote_id !== null && r.quote_version !== null ? { id: r.quote_id, name: r.quote_name, version: r.quote_version } : null,
    approval: null,
  };
}

/**
 * A page of orders with their count and sums, always exact: without free text from the trigger-maintained month and
 * day totals (any profile, status and date filter); with it, in one index-only pass over the matches.
 */
export async function profileOrders(db: Db, actor: Actor, input: ListInput) {
  const f: OrderFilter = { ...(await listFilter(db, actor, input, 'orders')), statusId: input.status_id };
  const { rows, totals } = await runListQueries(db, f, (d) =>
    datedPage<OrderFilter, OrderRow, Totals>(d, TOTALS_KIND.orders, f, offsetOf(input.page), {
      page: orderPage,
      fromTotals: (t) => t,
      searchTotals: () => orderTextTotals(f),
    }),
  );
  // The approval history of the page's portal orders (few rows, by primary key).
  const approvals = await approvalsOfOrders(db, rows.filter((r) => r.issued).map((r) => r.id));
  return {
    orders: pagedOf(
      rows.map((r) => ({ ...toOrder(r), approval: approvals.get(r.id) ?? null })),
      totals.n,
      input.page,
      false,
    ),
    total_net: num(totals.total_net),
    total_vat: num(totals.total_vat),
  };
}

type TOrderItem = z.infer<typeof ZOrderItem>;

export function toItem(r: OrderItemRow): TOrderItem {
  return {
    id: r.id,
    product_external_id: r.product_external_id,
    description: r.description,
    price: num(r.price),
    quantity: num(r.quantity),
    discount_1: num(r.discount_1),
    discount_2: num(r.discount_2),
    total: num(r.total),
    notes: r.notes,
    product:
      r.product_id !== null
        ? {
            id: r.product_id,
            external_id: r.product_code ?? r.product_external_id,
            description: r.product_description ?? r.description,
            current_price: r.current_price === null ? null : num(r.current_price),
          }
        : null,
  };
}

/**
 * Lines of a reachable order. The current price comes from price_list_id when given, else from the
 * price list of customer_external_id, else from the order's customer.
 */
export async function orderItems(
  db: Db,
  actor: Actor,
  id: number,
  query: { price_list_id?: number; customer_external_id?: string },
) {
  const order = await findOrderInScope(db, id, reachableProfileIds(actor));
  if (!order) throw AppError.notFound('Ordine non trovato');
  let priceListId = query.price_list_id ?? null;
  if (priceListId === null && query.customer_external_id) priceListId = await findCustomerPriceListId(db, query.customer_external_id);
  priceListId ??= order.customer_price_list_id;
  return { items: (await findOrderItems(db, order.id, priceListId)).map(toItem) };
}

/**
 * 'Riordina': the order's products that can be ordered again, at the order's quantities and today's prices in
 * the customer's list with the discounts agreed then (while still allowed), and the others with the reason. Several lines of one product add up.
 */
export async function reorder(db: Db, actor: Actor, id: number, allowedDiscounts: readonly number[]): Promise<TReorderResponse> {
  const order = await findOrderForReorder(db, id, reachableProfileIds(actor));
  if (!order) throw AppError.notFound('Ordine non trovato');
  const customer = { id: order.customer_id, external_id: order.customer_external_id, company_name: order.company_name, price_list_id: order.price_list_id };
  return {
    order: { id: order.id, code: order.code },
    customer,
    profile_external_id: order.profile_external_id,
    ...reorderLines(await findReorderLines(db, { orderId: order.id }, order.price_list_id), allowedDiscounts),
  };
}

/**
 * 'Aggiungi al carrello' on chosen rows of the ordered products: like 'Riordina', for lines of one customer
 * (possibly of several orders). Lines the caller cannot see are 404, as if missing; two customers are refused.
 */
export async function reorderItems(db: Db, actor: Actor, itemIds: number[], allowedDiscounts: readonly number[]): Promise<TReorderItemsResponse> {
  const ids = [...new Set(itemIds)];
  const customers = await findCustomersOfItems(db, ids, reachableProfileIds(actor));
  const seen = customers.reduce((n, c) => n + c.items, 0);
  if (seen < ids.length) throw AppError.notFound('Prodotto ordinato non trovato');
  if (new Set(customers.map((c) => c.customer_id)).size > 1) {
    throw AppError.badRequest('I prodotti scelti sono di clienti diversi: sceglierne di un solo cliente');
  }
  const [first] = customers;
  return {
    customer: { id: first.customer_id, external_id: first.customer_external_id, company_name: first.company_name, price_list_id: first.price_list_id },
    profile_external_id: first.profile_external_id,
    ...reorderLines(await findReorderLines(db, { itemIds: ids }, first.price_list_id), allowedDiscounts),
  };
}

export async function profileOrderedItems(db: Db, actor: Actor, input: ListInput) {
  const versions = new TableVersions(db);
  const [listed, productIds] = await Promise.all([
    listFilter(db, actor, input, 'orders', versions),
    input.search ? findMatchingProducts(db, input.search, versions) : null,
  ]);
  const f: OrderedItemFilter = { ...listed, productIds };
  const { rows, totals: count } = await runListQueries(db, f, (d) =>
    datedPage<OrderedItemFilter, OrderedItemRow, ListCount>(d, TOTALS_KIND.orderedItems, f, offsetOf(input.page), {
      page: (g, o) => orderedItemPage(d, g, o),
      fromTotals: exactCount,
      searchTotals: () => countTextMatchLines(d, f),
    }),
  );
  const data: z.infer<typeof ZOrderedItem>[] = rows.map((r) => ({
    ...toItem(r),
    order: {
      id: r.order_id,
      code: r.order_code,
      issue_date: r.order_issue_date,
      customer: { id: r.customer_id, external_id: r.customer_external_id, company_name: r.customer_company_name },
      profile_external_id: r.profile_external_id,
    },
  }));
  return { order_items: pagedOf(data, count.total, input.page, count.estimate) };
}
