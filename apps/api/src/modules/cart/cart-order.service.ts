import { todayInRome } from '@portale/contract/business-date';
import { createOrderCall, type ZCreateOrderResponse, type ZSeenOrder } from '@portale/contract/cart';
import type { z } from 'zod';
import { ZOrderExportPayload, type TOrderExportPayload } from '@portale/contract/order-export';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { percentOfCents, shippingLineCents } from '@portale/contract/cart-calculator';
import { centsToDecimal } from '../../lib/money';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/pg-error';
import { storedCart } from './cart-presenter';
import { orderMinimumGapCents, orderMinimumMessage, priceCart, type CartInput, type PricedCart } from './cart-pricing.service';
import { cartOwnerScope } from './cart-scope';
import { ensureInsertedStatus, insertOrder, insertOrderExport, setOrderQuoteVersion, type NewOrderItem } from './cart-order.repository';
import { findCart, findCartItems, insertCart, replaceCart, type CartRow, type NewCartItem, type Tx } from './cart.repository';
import { checkCartForOrder, currentCartQuoteRevision, emptyCartAfterOrder } from './current-cart.service';
import { HELD_MESSAGE, holdOrder, priceDifferences, pricedFigures } from './held-order';
import { refuseUnreadQuote } from './quote-write-rule';
import { approvalReasons, pendingApprovalMessage } from './order-approval-check';
import { ensureStatus, insertApproval } from '../orders/approvals.repository';
import { ORDER_STATUS } from '@portale/contract/approvals';
import type { OutcomeRow } from '../idempotency/idempotency.repository';
import { earlierOutcome, keyReused, recordOutcome, type KeyedRequest } from '../idempotency/idempotency.service';

export const ORDER_OK = 'Ordine inserito correttamente';
const DEFAULT_VAT_BASIS_POINTS = 2200;

export type CreateOrderAnswer = z.infer<typeof ZCreateOrderResponse>;
export type OrderInput = CartInput & { seen?: z.output<typeof ZSeenOrder> | null };

/** VAT per rate on the goods after the payment-mode discount, plus shipping at the default rate. */
export function vatCents(p: PricedCart): number {
  const byRate = new Map<number, number>();
  for (const l of p.lines) byRate.set(l.product.vatBasisPoints, (byRate.get(l.product.vatBasisPoints) ?? 0) + l.rowCents);
  let vat = 0;
  for (const [rate, base] of byRate) vat += percentOfCents(base - percentOfCents(base, p.totals.discountBasisPoints), rate);
  return vat + percentOfCents(p.totals.shippingCents, DEFAULT_VAT_BASIS_POINTS);
}

/**
 * Sends the cart as an order, exactly once per (user, Idempotency-Key): one transaction writes the order, its lines,
 * the issued archive entry, the export outbox row and the key's outcome — or nothing. A repeated or concurrent
 * submission waits on the key's lock, then answers the outcome recorded then (an order, or a held temporary order,
 * whatever happened to it since); the key with another body is a 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function createOrder(
  db: Db,
  config: Config,
  actor: Actor,
  input: OrderInput,
  key: string,
  cartVersion?: number,
): Promise<CreateOrderAnswer> {
  // What the agent saw (`seen`) is how the device checks the prices, not another order: an order sent online whose
  // answer was lost and then queued offline under the same key is the same request (issue 53.1).
  const request: KeyedRequest = { userId: actor.userId, key, call: createOrderCall.path, body: { ...input, seen: undefined } };
  try {
    return await db.transaction((tx) => writeOrder(tx, config, actor, input, request, cartVersion));
  } catch (error) {
    // Belt and braces: should two writers ever pass the lock, the outcome's primary key keeps one order.
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    const earlier = await db.transaction((tx) => earlierOutcome(tx, request));
    if (!earlier) throw error;
    return replayedOrder(earlier);
  }
}

/** What an earlier submission with the key produced, answered again. */
function replayedOrder(earlier: OutcomeRow): CreateOrderAnswer {
  if (earlier.kind === 'order' && earlier.answer) return earlier.answer as CreateOrderAnswer;
  if (earlier.kind === 'held_order' && earlier.targetId !== null) {
    // Held before the outcomes table kept answers: the same temporary order, never an order.
    return (earlier.answer as CreateOrderAnswer | null) ?? { success: false, message: HELD_MESSAGE, held: { cart_id: earlier.targetId, differences: [] } };
  }
  throw keyReused();
}

async function writeOrder(tx: Tx, config: Config, actor: Actor, input: OrderInput, request: KeyedRequest, cartVersion: number | undefined): Promise<CreateOrderAnswer> {
  const earlier = await earlierOutcome(tx, request);
  if (earlier) return replayedOrder(earlier);
  if (!input.items.length) throw AppError.badRequest('Il carrello è vuoto');
  const currentCart = await checkCartForOrder(tx, actor, cartVersion);

  const priced = await priceCart(tx, actor, config.cart.discounts, input);
  if (priced.customer.inactive) throw AppError.badRequest('Il cliente non è attivo: impossibile inviare l’ordine');
  if (priced.customer.priceListEnabled === false) {
    throw AppError.badRequest('Il listino del cliente è disattivato: impossibile inviare l’ordine. Rivolgersi all’amministratore');
  }
  // Below the list's minimum no order leaves, from any path; a quote below it may still be saved and emailed.
  if (orderMinimumGapCents(priced)) throw new AppError('ORDER_MINIMUM', orderMinimumMessage(priced));
  if (input.seen) {
    // Built without network: never sent at a price the agent did not see. Held once, held for good: the key's outcome
    // is the temporary order, so a replay answers it even if the prices have come back or the cart was confirmed since.
    const differences = priceDifferences(input.seen, pricedFigures(priced), 'Totale dell’ordine');
    if (differences.length) {
      const held = await holdOrder(tx, actor, input, priced, differences);
      await recordOutcome(tx, request, { kind: 'held_order', targetId: held.held.cart_id, answer: held });
      return held;
    }
  }
  // The quote the cart came from, if it is still open: the order may touch it only from the revision the agent read,
  // and that must be the current one (named in the request, or recorded by his current cart).
  const found = input.id ? await findCart(tx, input.id, cartOwnerScope(actor), true) : null;
  const source = found && found.orderId === null ? found : null;
  if (source) refuseUnreadQuote(source, input, currentCartQuoteRevision(currentCart, source.id));
  // Beyond the agent's discount authority, or a customer overdue: stored 'Da approvare', not exported until approved.
  const approval = await approvalReasons(tx, config, actor, priced);
  const statusId = approval ? await ensureStatus(tx, ORDER_STATUS.pending) : await ensureInsertedStatus(tx);
  const netCents = priced.totals.finalCents;
  const address = priced.shippingAddress;
  const order = await insertOrder(
    tx,
    {
      // The order's date and its code's year are Italian ones: an order at 00:30 on 1 January is of the new year.
      issueDate: todayInRome(),
      issued: true,
      processed: false,
      statusId,
      totalNet: centsToDecimal(netCents),
      total: centsToDecimal(netCents + vatCents(priced)),
      notes: priced.notes,
      shippingName: address?.name ?? null,
      shippingAddress: address?.address ?? null,
      shippingZipCode: address?.zip_code ?? null,
      shippingCity: address?.city ?? null,
      profileId: priced.customer.profileId,
      customerId: priced.customer.id,
      userId: actor.userId,
      idempotencyKey: request.key,
    },
    orderLines(priced),
  );

  await archiveOrderedCart(tx, actor, input, source, order, storedCart(priced));
  const payload = exportPayload(order.code, priced, netCents);
  if (approval) await insertApproval(tx, { orderId: order.id, requestedBy: actor.userId, reasons: approval, exportPayload: payload });
  else await insertOrderExport(tx, order.id, payload);
  // An order built without network leaves the current cart alone: the device emptied its own copy when it queued
  // the order, and the agent may since have started another cart for the same customer.
  if (!input.seen) await emptyCartAfterOrder(tx, currentCart, cartVersion, priced.customer);
  const answer: CreateOrderAnswer = approval
    ? { success: true, message: pendingApprovalMessage(order.code, approval), order_id: order.id, order_code: order.code, approval }
    : { success: true, message: ORDER_OK, order_id: order.id, order_code: order.code };
  await recordOutcome(tx, request, { kind: 'order', targetId: order.id, answer });
  return answer;
}

/**
 * The cart becomes an issued quote, never a second copy (PRODUCT.md). From an open quote: that quote, as its
 * current version when the lines are the same, else updated in place (never shared) or as its next version
 * (shared); the order records the version. Anything else (no quote, or one already ordered) is a new entry.
 */
async function archiveOrderedCart(
  tx: Tx,
  actor: Actor,
  input: CartInput,
  source: CartRow | null,
  order: { id: number; code: string },
  stored: ReturnType<typeof storedCart>,
) {
  const { values, items } = stored;
  const archived = { ...values, type: 'quotes', name: input.name?.trim() || `Ordine ${order.code}`, orderId: order.id, issueDate: new Date() };
  if (!source) {
    await insertCart(tx, { ...archived, userId: actor.userId }, items);
    return;
  }
  let version = source.version;
  if (source.totalFinal === values.totalFinal && sameLines(await findCartItems(tx, source.id), items)) {
    // Same content: only its identity changes (a parked temporary order becomes the issued quote, as below).
    const issued = { orderId: order.id, issueDate: source.issueDate ?? new Date(), revision: source.revision + 1, type: 'quotes', name: archived.name };
    await replaceCart(tx, source.id, issued, items, actor.userId);
  } else {
    if (source.sharedAt !== null) version += 1;
    await replaceCart(tx, source.id, { ...archived, version, revision: source.revision + 1, sharedAt: null, issueDate: source.issueDate ?? new Date() }, items, actor.userId);
  }
  await setOrderQuoteVersion(tx, order.id, version);
}

/** Whether a stored quote has the same products, quantities, discounts and amounts as the order's lines. */
function sameLines(stored: { productId: number | null; quantity: string; discount1: number; discount2: number; rowTotal: string }[], lines: NewCartItem[]) {
  const key = (l: { productId?: number | null; quantity: string | number; discount1?: number; discount2?: number; rowTotal: string }) =>
    `${l.productId ?? ''}:${Number(l.quantity)}:${l.discount1 ?? 0}:${l.discount2 ?? 0}:${Number(l.rowTotal)}`;
  return stored.length === lines.length && stored.every((s, i) => key(s) === key(lines[i]));
}

function orderLines(p: PricedCart): NewOrderItem[] {
  const goods: NewOrderItem[] = p.lines.map((l) => ({
    productId: l.product.id,
    productExternalId: l.product.code,
    description: l.product.description,
    notes: l.notes,
    price: centsToDecimal(l.priceCents),
    quantity: String(l.quantity),
    discount1: String(l.discount1),
    discount2: String(l.discount2),
    total: centsToDecimal(l.rowCents),
    vatRate: centsToDecimal(l.product.vatBasisPoints),
  }));
  // Shipping and the promotion travel as lines too, so the ERP sees the whole order.
  const extras: NewOrderItem[] = [
    ...p.shipping.map((s) => ({
      productExternalId: s.externalId,
      description: s.description,
      price: centsToDecimal(shippingLineCents(s)),
      quantity: '1',
      total: centsToDecimal(shippingLineCents(s)),
    })),
    ...(p.promotion ? [{ productExternalId: p.promotion.externalId, description: p.promotion.description, price: '0', quantity: '1', total: '0' }] : []),
  ];
  return [...goods, ...extras];
}

/** The order as the ERP will receive it, checked against the contract's schema before it is stored. */
function exportPayload(code: string, p: PricedCart, netCents: number): TOrderExportPayload {
  return ZOrderExportPayload.parse({
    code,
    profile_external_id: p.customer.profileExternalId,
    customer_external_id: p.customer.externalId,
    price_list_code: p.customer.priceListCode,
    payment_mode_external_id: p.payment.externalId,
    notes: p.notes,
    shipping_address: p.shippingAddress,
    lines: p.lines.map((l) => ({
      product_external_id: l.product.code,
      quantity: l.quantity,
      price: centsToDecimal(l.priceCents),
      discount_1: l.discount1,
      discount_2: l.discount2,
      total: centsToDecimal(l.rowCents),
      notes: l.notes,
    })),
    shipping: p.shipping.map((s) => ({ external_id: s.externalId, price: centsToDecimal(shippingLineCents(s)) })),
    promotion: p.promotion ? { external_id: p.promotion.externalId } : null,
    total_goods: centsToDecimal(p.totals.goodsCents),
    discount_percentage: centsToDecimal(p.totals.discountBasisPoints),
    discount_amount: centsToDecimal(p.totals.discountCents),
    total_net: centsToDecimal(netCents),
  });
}
