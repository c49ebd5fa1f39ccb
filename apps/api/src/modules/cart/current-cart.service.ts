import { ZCurrentCartContent, type TCurrentCart, type TCurrentCartTotals, type ZPriceChange, type ZQuantityProblem } from '@portale/contract/cart';
import { quantityProblemsOf } from '@portale/contract/quantity-rules';
import { todayInRome } from '@portale/contract/business-date';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { reachableProfileIds, type Actor } from '../../lib/actor';
import { overdueReason } from './order-approval-check';
import { AppError } from '../../lib/app-error';
import { gramsToKg, centsToEuro } from '../../lib/money';
import { promotionItemOf, shippingItemOf, storedCart } from './cart-presenter';
import { loadPricedProducts, orderMinimumMessage, priceCart, priceGoods, resolveCartCustomer, type CartInput, type PricedGoods } from './cart-pricing.service';
import { cartOwnerScope } from './cart-scope';
import { findCart, findCartCustomer, findCartItems, findCartRefs, insertCart, replaceCart, type Tx } from './cart.repository';
import {
  findCurrentCart,
  findUserContext,
  lockCurrentCart,
  writeCurrentCart,
  type CurrentCartRow,
} from './current-cart.repository';

type Content = z.output<typeof ZCurrentCartContent>;
type TPriceChange = z.infer<typeof ZPriceChange>;
type TQuantityProblem = z.infer<typeof ZQuantityProblem>;
type Q = Db | Tx;

const EMPTY: Content = ZCurrentCartContent.parse({ items: [] });

export const STALE_MESSAGE =
  'Il carrello è stato modificato su un altro dispositivo: ricaricare il carrello per vedere la versione aggiornata';
export const BOUND_ELSEWHERE_MESSAGE =
  'Il carrello appartiene a un altro cliente: il cliente attivo è cambiato, forse da un altro dispositivo. Ricaricare il carrello';

/** The stored content, parsed again: a row written by an older version of the app never breaks the cart. */
function contentOf(row: Pick<CurrentCartRow, 'content'> | null): Content {
  const parsed = ZCurrentCartContent.safeParse(row?.content ?? {});
  return parsed.success ? parsed.data : EMPTY;
}

const sameContent = (a: Content, b: Content) => JSON.stringify(a) === JSON.stringify(b);

type CustomerSummary = NonNullable<Awaited<ReturnType<typeof findCartCustomer>>>;
type Products = Awaited<ReturnType<typeof loadPricedProducts>>;
type Known = { customer: CustomerSummary; products: Products; goods: PricedGoods };

/**
 * The cart's customer as the caller may see it now: through the cart's agent code and the caller's codes, as
 * customer/get scopes it. An agent whose code was removed sees neither the name nor that customer's prices.
 */
async function visibleCustomer(db: Q, actor: Actor, content: Content): Promise<CustomerSummary | null> {
  if (!content.customer_id || !content.profile_external_id) return null;
  return (await findCartCustomer(db, content.customer_id, content.profile_external_id, reachableProfileIds(actor))) ?? null;
}

/** The server's figures for a priced cart, as the cart screen shows them. */
function totalsOf(goods: PricedGoods): TCurrentCartTotals {
  return {
    rows: goods.lines.map((l) => ({ product_id: l.product.id, row_total: centsToEuro(l.rowCents) })),
    total: centsToEuro(goods.totals.goodsCents),
    payment_mode: goods.payment.description,
    discount_percentage: goods.totals.discountBasisPoints / 100,
    discount_amount: centsToEuro(goods.totals.discountCents),
    shipping_items: goods.shipping.map(shippingItemOf),
    promotion_item: goods.promotion ? promotionItemOf(goods.promotion) : null,
    total_weight: gramsToKg(goods.totals.weightGrams),
    total_final: centsToEuro(goods.totals.finalCents),
    free_shipping_message: goods.freeShippingMessage,
    order_minimum_message: orderMinimumMessage(goods),
    overdue_hold_message: '',
  };
}

/** Prices a stored cart for reading: a cart that cannot be priced any more (a product left the list) answers why. */
async function pricedForReading(db: Q, config: Config, actor: Actor, content: Content, customer: CustomerSummary | null, products: Products) {
  if (!customer || content.items.length === 0) return { goods: null, problem: null };
  try {
    return { goods: await priceGoods(db, actor, config.cart.discounts, goodsInputOf(content), { customer, products }), problem: null };
  } catch (error) {
    if (error instanceof AppError) return { goods: null, problem: error.message };
    throw error;
  }
}

/**
 * Whether the cart is its archive entry unchanged (same lines, notes and address): then the entry's PDF and
 * email are the cart's, on any device and after a reload.
 */
async function sameAsArchived(db: Q, actor: Actor, content: Content): Promise<boolean> {
  if (!content.id || content.items.length === 0) return false;
  const archived = await findCart(db, content.id, cartOwnerScope(actor));
  if (!archived) return false;
  const items = await findCartItems(db, content.id);
  const key = (l: { product_id: number | null; quantity: number; discount_1: number; discount_2: number; notes: string | null }) =>
    `${l.product_id}|${l.quantity}|${l.discount_1}|${l.discount_2}|${l.notes?.trim() || ''}`;
  const stored = items.map((i) => key({ product_id: i.productId, quantity: Number(i.quantity), discount_1: i.discount1, discount_2: i.discount2, notes: i.notes }));
  const current = content.items.map((i) => key({ ...i, discount_1: i.discount_1 ?? 0, discount_2: i.discount_2 ?? 0, notes: i.notes ?? null }));
  return (
    archived.customerId === content.customer_id &&
    (archived.name ?? null) === (content.name ?? null) &&
    (archived.paymentModeId ?? null) === (content.payment_mode_id ?? null) &&
    (archived.notes ?? '') === (content.notes?.trim() ?? '') &&
    archived.shippingAddressIsNew === content.shipping_address_is_new &&
    (content.shipping_address_is_new
      ? (archived.shippingAddressNew ?? '') === (content.shipping_address_new?.trim() ?? '')
      : content.shipping_address_id == null || archived.shippingAddressId === content.shipping_address_id) &&
    stored.join('\n') === current.join('\n')
  );
}

/**
 * The answer for a current cart: the agent's choices, each product as the catalogue has it now, and the
 * server's totals. `known` reuses what an update already loaded and priced.
 */
async function describe(db: Q, config: Config, actor: Actor, row: CurrentCartRow | null, known?: Known): Promise<TCurrentCart> {
  const content = contentOf(row);
  const customer = known ? known.customer : await visibleCustomer(db, actor, content);
  const products = known ? known.products : await loadPricedProducts(db, content.items, customer?.priceListId ?? null);
  const [{ goods, problem }, savedUnchanged] = await Promise.all([
    known ? { goods: known.goods, problem: null } : pricedForReading(db, config, actor, content, customer, products),
    sameAsArchived(db, actor, content),
  ]);
  return {
    version: row?.version ?? 0,
    updated_at: (row?.updatedAt ?? new Date(0)).toISOString(),
    id: content.id ?? null,
    quote_revision: content.quote_revision ?? null,
    name: content.name ?? null,
    type: content.type ?? null,
    profile_external_id: content.profile_external_id ?? null,
    customer_id: content.customer_id ?? null,
    customer_external_id: customer?.externalId ?? null,
    customer_name: customer?.companyName ?? null,
    price_list_id: customer?.priceListId ?? null,
    items: content.items.map((item) => {
      const product = products.get(item.product_id);
      return {
        product_id: item.product_id,
        quantity: item.quantity,
        discount_1: item.discount_1,
        discount_2: item.discount_2,
        notes: item.notes ?? null,
        product_code: product?.code ?? '',
        description: product?.description ?? 'Prodotto non più disponibile',
        price: product?.priceCents == null ? null : centsToEuro(product.priceCents),
        weight: product ? gramsToKg(product.weightGrams) : 0,
        disable_discounts: product?.disableDiscounts ?? false,
        unit_of_measure: product?.unitOfMeasure ?? 'PZ',
        min_quantity: product?.rule.min ?? null,
        quantity_multiple: product?.rule.multiple ?? null,
        pack_description: product?.packDescription ?? null,
      };
    }),
    notes: content.notes ?? null,
    shipping_items: content.shipping_items ?? null,
    promotion_item: content.promotion_item ?? null,
    shipping_address_id: content.shipping_address_id ?? null,
    shipping_address_is_new: content.shipping_address_is_new,
    shipping_address_new: content.shipping_address_new ?? null,
    payment_mode_id: content.payment_mode_id ?? null,
    // Issue 56 §4: said before sending, from the same rule that will hold the order (admins' orders are never held).
    totals: goods ? { ...totalsOf(goods), overdue_hold_message: customer && !actor.isAdmin ? ((await overdueReason(db, config, actor, customer.id))?.message ?? '') : '' } : null,
    totals_problem: problem,
    saved_unchanged: savedUnchanged,
  };
}

export async function getCurrentCart(db: Db, config: Config, actor: Actor): Promise<TCurrentCart> {
  return describe(db, config, actor, await findCurrentCart(db, actor.userId));
}

/**
 * Replaces the current cart with what a device sends, when the device saw the latest version: an edit based
 * on an older one answers STALE_VERSION (nothing is overwritten), one for a customer other than the current
 * one CART_BOUND_ELSEWHERE. A retry of an update that already landed answers the cart as it is.
 */
export async function updateCurrentCart(db: Db, config: Config, actor: Actor, version: number, content: Content): Promise<TCurrentCart> {
  return db.transaction(async (tx) => {
    const row = await lockCurrentCart(tx, actor.userId);
    if (version !== row.version) {
      if (sameContent(contentOf(row), content)) return describe(tx, config, actor, row);
      throw new AppError('STALE_VERSION', STALE_MESSAGE);
    }
    let binding: { profileId: number | null; customerId: number | null } = { profileId: null, customerId: null };
    let known: Known | undefined;
    if (content.items.length > 0) {
      if (!content.profile_external_id || !content.customer_id) throw AppError.badRequest('Attivare un cliente per aggiungere prodotti al carrello');
      const customer = await resolveCartCustomer(tx, actor, content.customer_id, content.profile_external_id);
      const context = await findUserContext(tx, actor.userId);
      if (context.profileId !== customer.profileId || context.customerId !== customer.id) {
        throw new AppError('CART_BOUND_ELSEWHERE', BOUND_ELSEWHERE_MESSAGE);
      }
      const products = await loadPricedProducts(tx, content.items, customer.priceListId);
      // Unknown products, bad quantities for the unit and disallowed discounts are refused here already.
      const goods = await priceGoods(tx, actor, config.cart.discounts, goodsInputOf(content), { customer, products });
      binding = { profileId: customer.profileId, customerId: customer.id };
      known = { customer, products, goods };
    }
    const written = await writeCurrentCart(tx, actor.userId, { version: row.version + 1, ...binding, content: content as Record<string, unknown> });
    return describe(tx, config, actor, written, known);
  });
}

/** What pricing needs of the current cart. */
function goodsInputOf(content: Content) {
  return {
    customer_id: content.customer_id ?? 0,
    profile_external_id: content.profile_external_id ?? '',
    items: content.items,
    shipping_items: content.shipping_items ? content.shipping_items.map((s) => ({ id: s.id })) : null,
    promotion_item: content.promotion_item === undefined ? undefined : content.promotion_item ? { id: content.promotion_item.id } : null,
    payment_mode_id: content.payment_mode_id ?? null,
  };
}

/** The current cart as the archive and order calls take it. */
function cartInputOf(content: Content): CartInput {
  return {
    id: content.id ?? null,
    name: content.name ?? null,
    type: content.type ?? undefined,
    profile_external_id: content.profile_external_id ?? '',
    customer_id: content.customer_id ?? 0,
    items: content.items,
    notes: content.notes ?? null,
    shipping_items: content.shipping_items ? content.shipping_items.map((s) => ({ id: s.id })) : null,
    promotion_item: content.promotion_item === undefined ? undefined : content.promotion_item ? { id: content.promotion_item.id } : null,
    shipping_address_id: content.shipping_address_is_new ? null : (content.shipping_address_id ?? null),
    shipping_address_is_new: content.shipping_address_is_new,
    shipping_address_new: content.shipping_address_is_new ? (content.shipping_address_new ?? null) : null,
    payment_mode_id: content.payment_mode_id ?? null,
  };
}

/**
 * 'Attiva' of another profile/customer (called inside the activation's transaction): a current cart with
 * products for someone else is parked as a temporary order and emptied. The row lock makes concurrent
 * activations park it once: the second one finds the cart already empty. Answers whether it parked.
 */
export async function parkCurrentCart(tx: Tx, config: Config, actor: Actor, target: { profileId: number; customerId: number | null }) {
  const row = await lockCurrentCart(tx, actor.userId);
  const content = contentOf(row);
  if (content.items.length === 0) return false;
  if (row.profileId === target.profileId && row.customerId === target.customerId) return false;
  let priced;
  try {
    priced = await priceCart(tx, actor, config.cart.discounts, cartInputOf(content));
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(error.code, `Impossibile spostare il carrello negli ordini temporanei: ${error.message}`, error.fields);
    }
    throw error;
  }
  const { values, items } = storedCart(priced);
  // An open temporary order restored earlier keeps its identity; anything else parks as a new entry.
  const existing = content.type === 'temporary_orders' && content.id ? await findCart(tx, content.id, cartOwnerScope(actor), true) : null;
  if (existing && !existing.issueDate) {
    await replaceCart(tx, existing.id, { ...values, name: content.name ?? null, type: 'temporary_orders', revision: existing.revision + 1 }, items);
  }
  else await insertCart(tx, { ...values, userId: actor.userId, name: content.name ?? null, type: 'temporary_orders' }, items);
  await writeCurrentCart(tx, actor.userId, { version: row.version + 1, profileId: null, customerId: null, content: EMPTY as Record<string, unknown> });
  return true;
}

/**
 * Before an order is written: when the device named the cart version it sent, it must still be current
 * (another device may have changed the cart). Answers what to empty once the order is written.
 */
export async function checkCartForOrder(tx: Tx, actor: Actor, version: number | undefined) {
  const row = await lockCurrentCart(tx, actor.userId);
  if (version !== undefined && version !== row.version) throw new AppError('STALE_VERSION', STALE_MESSAGE);
  return row;
}

/** The revision of quote `quoteId` the current cart recorded when it was restored or saved into it; null for another cart. */
export function currentCartQuoteRevision(row: CurrentCartRow, quoteId: number): number | null {
  const content = contentOf(row);
  return content.id === quoteId ? (content.quote_revision ?? null) : null;
}

/** After the order: empties the current cart it came from (or, for clients that name no version, the cart of that customer). */
export async function emptyCartAfterOrder(tx: Tx, row: CurrentCartRow, version: number | undefined, customer: { id: number; profileId: number }) {
  const same = row.customerId === customer.id && row.profileId === customer.profileId;
  if (version === undefined && !same) return;
  await writeCurrentCart(tx, row.userId, { version: row.version + 1, profileId: null, customerId: null, content: EMPTY as Record<string, unknown> });
}

/**
 * Restore (an open entry keeps its identity) or Duplicate (an issued one: a new cart, id null) an archived
 * cart as the current cart, and activate its profile and customer — one transaction. The user already agreed
 * to replace the current cart, so nothing is parked; `version` guards against a cart changed meanwhile.
 */
export async function restoreArchivedCart(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  config: Config,
  setContext: (tx: Tx, profileId: number, customerId: number) => Promise<void>,
): Promise<RestoredCart> {
  return db.transaction(async (tx) => {
    const archived = await findCart(tx, id, cartOwnerScope(actor));
    if (!archived) throw AppError.notFound('Preventivo non trovato');
    const row = await lockCurrentCart(tx, actor.userId);
    if (version !== row.version) throw new AppError('STALE_VERSION', STALE_MESSAGE);
    const [items, refs] = await Promise.all([findCartItems(tx, id), findCartRefs(tx, id)]);
    if (!refs) throw AppError.notFound('Preventivo non trovato');
    const customer = await resolveCartCustomer(tx, actor, archived.customerId, refs.profileExternalId);
    if (customer.inactive) throw AppError.badRequest('Il cliente non è attivo e non può essere attivato');
    // A quote that became an order is final: it comes back as a new cart. An emailed one keeps its identity (its next save is a new version).
    const duplicate = archived.orderId !== null;
    const content = ZCurrentCartContent.parse({
      id: duplicate ? null : archived.id,
      quote_revision: duplicate ? null : archived.revision,
      name: archived.name,
      type: duplicate ? null : archived.type,
      profile_external_id: refs.profileExternalId,
      customer_id: archived.customerId,
      items: items
        .filter((i) => i.productId !== null)
        .map((i) => ({ product_id: i.productId, quantity: Number(i.quantity), discount_1: i.discount1, discount_2: i.discount2, notes: i.notes })),
      notes: archived.notes,
      shipping_address_id: archived.shippingAddressIsNew ? null : archived.shippingAddressId,
      shipping_address_is_new: archived.shippingAddressIsNew,
      shipping_address_new: archived.shippingAddressNew,
      payment_mode_id: archived.paymentModeId,
    });
    await setContext(tx, customer.profileId, customer.id);
    const written = await writeCurrentCart(tx, actor.userId, {
      version: row.version + 1,
      profileId: customer.profileId,
      customerId: customer.id,
      content: content as Record<string, unknown>,
    });
    const cart = await describe(tx, config, actor, written);
    return {
      cart,
      expired: archived.validUntil !== null && archived.validUntil < todayInRome(),
      valid_until: archived.validUntil,
      price_changes: priceChanges(items, cart.items),
      quantity_problems: quantityProblemsOf(cart.items),
    };
  });
}

export interface RestoredCart {
  cart: TCurrentCart;
  expired: boolean;
  valid_until: string | null;
  price_changes: TPriceChange[];
  quantity_problems: TQuantityProblem[];
}

/** The lines whose unit price today differs from the one the quote carried (the cart is always priced today). */
function priceChanges(stored: { productId: number | null; productCode: string; description: string; price: string }[], now: TCurrentCart['items']): TPriceChange[] {
  const today = new Map(now.map((line) => [line.product_id, line.price]));
  return stored.flatMap((line) => {
    if (line.productId === null || !today.has(line.productId)) return [];
    const newPrice = today.get(line.productId) ?? null;
    const oldPrice = Number(line.price);
    return newPrice === oldPrice ? [] : [{ product_code: line.productCode, description: line.description, old_price: oldPrice, new_price: newPrice }];
  });
}
