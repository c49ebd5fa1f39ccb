import type { TPromotionChoice, ZCartInput } from '@portale/contract/cart';
import type { z } from 'zod';
import type { StoredShippingAddress } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { reachableProfileIds } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { formatEuro, parseScaled, toCents } from '../../lib/money';
import { chooseAdditions, computeTotals, ruleMatches, sumGoods, winningRule, type AdditionRule, type ComputedTotals } from '@portale/contract/cart-calculator';
import { computeLines, freeShippingMessage, type ComputedLine, type LineInput, type PricedProduct } from './cart-calculator';
import { findAdditionRules, findCartCustomer, findCustomerAddresses, findPaymentMode, findPricedProducts, type CartCustomer, type Tx } from './cart.repository';
import type { Db } from '../../db/client';

type Q = Db | Tx;

/** The server's view of a cart: every amount recomputed from the database. */
export interface PricedCart {
  customer: CartCustomer;
  /** The payment mode that applies: the one chosen for the cart, else the customer's (null: none). */
  payment: AppliedPaymentMode;
  priceListId: number | null;
  lines: ComputedLine[];
  totals: ComputedTotals;
  shipping: AdditionRule[];
  promotion: AdditionRule | null;
  shippingAddress: StoredShippingAddress | null;
  shippingAddressId: number | null;
  shippingAddressIsNew: boolean;
  shippingAddressNew: string | null;
  notes: string | null;
}

export interface AppliedPaymentMode {
  /** The chosen one's id; null when the customer's own applies. */
  chosenId: number | null;
  externalId: string | null;
  description: string | null;
  discountCents: number;
}

/** The cart input after contract parsing (defaults applied). */
export type CartInput = z.output<typeof ZCartInput>;

/** The cart's customer, reached through the cart's profile (another agent's → 404). */
export async function resolveCartCustomer(db: Q, actor: Actor, customerId: number, profileExternalId: string) {
  const customer = await findCartCustomer(db, customerId, profileExternalId, reachableProfileIds(actor));
  if (!customer) throw AppError.notFound('Cliente non trovato');
  return customer;
}

export async function loadPricedProducts(db: Q, items: LineInput[], priceListId: number | null): Promise<Map<number, PricedProduct>> {
  const ids = [...new Set(items.map((i) => i.product_id))];
  const rows = await findPricedProducts(db, ids, priceListId);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: r.code,
        description: r.description,
        priceCents: r.price === null ? null : toCents(r.price),
        weightGrams: parseScaled(r.weight, 3),
        vatBasisPoints: toCents(r.vatRate),
        disableDiscounts: r.disableDiscounts,
        unitOfMeasure: r.unitOfMeasure,
        rule: { min: r.minQuantity === null ? null : Number(r.minQuantity), multiple: r.quantityMultiple === null ? null : Number(r.quantityMultiple) },
        packDescription: r.packDescription,
      },
    ]),
  );
}

export async function loadAdditionRules(db: Q, priceListId: number | null): Promise<AdditionRule[]> {
  const rows = await findAdditionRules(db, priceListId);
  const opt = (v: string | null, scale: number) => (v === null ? null : parseScaled(v, scale));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    externalId: r.externalId,
    description: r.description,
    priority: r.priority,
    weightMinGrams: opt(r.weightMin, 3),
    weightMaxGrams: opt(r.weightMax, 3),
    amountMinCents: opt(r.amountMin, 2),
    amountMaxCents: opt(r.amountMax, 2),
    isFreeShipping: r.isFreeShipping,
    priceCents: toCents(r.listPrice ?? r.fallbackPrice),
  }));
}

/** A cart's goods, discounts, additions and totals as the server computes them (no shipping address). */
export type PricedGoods = Omit<PricedCart, 'shippingAddress' | 'shippingAddressId' | 'shippingAddressIsNew' | 'shippingAddressNew' | 'notes'> & {
  freeShippingMessage: string;
};

/** How much the goods lack to reach the price list's minimum order (cents), or 0 (issue 56). */
export function orderMinimumGapCents(priced: Pick<PricedCart, 'customer' | 'totals'>): number {
  const minimum = priced.customer.minOrderAmount;
  return minimum === null ? 0 : Math.max(0, toCents(minimum) - priced.totals.goodsCents);
}

/** 'Mancano 120,00 € al minimo d'ordine', or '' at or above it. */
export function orderMinimumMessage(priced: Pick<PricedCart, 'customer' | 'totals'>): string {
  const missing = orderMinimumGapCents(priced);
  return missing ? `Mancano ${formatEuro(missing)} al minimo d'ordine` : '';
}

/**
 * Prices the goods of a cart: lines, payment-mode discount, the additions that apply and the totals. The
 * client's prices, totals and addition lines are never read. `customer` reuses one already resolved.
 */
export async function priceGoods(
  db: Q,
  actor: Actor,
  allowedDiscounts: readonly number[],
  input: Pick<CartInput, 'customer_id' | 'profile_external_id' | 'items' | 'shipping_items' | 'promotion_item' | 'payment_mode_id'> &
    Partial<Pick<CartInput, 'promotion_choice'>>,
  known?: { customer: CartCustomer; products: Map<number, PricedProduct> },
): Promise<PricedGoods> {
  const customer = known?.customer ?? (await resolveCartCustomer(db, actor, input.customer_id, input.profile_external_id));
  const priceListId = customer.priceListId;
  const [productsById, rules] = await Promise.all([known?.products ?? loadPricedProducts(db, input.items, priceListId), loadAdditionRules(db, priceListId)]);
  // After the others: inside a transaction (one connection) a third concurrent query is what node-postgres deprecates.
  const payment = await appliedPaymentMode(db, customer, input.payment_mode_id ?? null);
  const lines = computeLines(input.items, productsById, allowedDiscounts);
  const { goodsCents, weightGrams } = sumGoods(lines);
  const shippingRemoved = !!input.shipping_items && input.shipping_items.length === 0;
  const choice = promotionChoiceOf(input);
  const { shipping, promotion: matching } = chooseAdditions(rules, goodsCents, weightGrams, { shippingRemoved, noPromotion: choice.kind === 'none' });
  const kept = choice.kind === 'chosen' ? rules.find((r) => r.id === choice.id && r.type === 'promotion' && ruleMatches(r, goodsCents, weightGrams)) : undefined;
  const promotion = kept ?? matching;
  const totals = computeTotals(lines, payment.discountCents, shipping);
  // No hint about free shipping once the agent removed shipping: there is nothing left to save.
  const freeShipping = shippingRemoved ? '' : freeShippingMessage(rules, goodsCents, weightGrams);
  return { customer, payment, priceListId, lines, totals, shipping, promotion, freeShippingMessage: freeShipping };
}

/**
 * The cart's promotion choice: promotion_choice when sent; else the spec's promotion_item (absent = derive, null =
 * none, a line = chosen), the meaning it always had.
 */
export function promotionChoiceOf(input: Pick<CartInput, 'promotion_item'> & Partial<Pick<CartInput, 'promotion_choice'>>): TPromotionChoice {
  if (input.promotion_choice) return input.promotion_choice;
  if (input.promotion_item === undefined) return { kind: 'derive' };
  return input.promotion_item === null ? { kind: 'none' } : { kind: 'chosen', id: input.promotion_item.id };
}

/** The payment mode chosen for the cart (it must exist), else the customer's own. */
async function appliedPaymentMode(db: Q, customer: CartCustomer, chosenId: number | null): Promise<AppliedPaymentMode> {
  if (chosenId === null) {
    return {
      chosenId: null,
      externalId: customer.paymentModeExternalId,
      description: customer.paymentModeDescription,
      discountCents: customer.paymentDiscount ? toCents(customer.paymentDiscount) : 0,
    };
  }
  const chosen = await findPaymentMode(db, chosenId);
  if (!chosen) throw AppError.badRequest('Modalità di pagamento non valida: sceglierne una tra quelle proposte');
  return { chosenId: chosen.id, externalId: chosen.externalId, description: chosen.description, discountCents: toCents(chosen.discount) };
}

/** Recomputes a whole cart, shipping address included; the client's prices, totals and addition lines are never read. */
export async function priceCart(db: Q, actor: Actor, allowedDiscounts: readonly number[], input: CartInput): Promise<PricedCart> {
  const goods = await priceGoods(db, actor, allowedDiscounts, input);
  const address = await resolveShippingAddress(db, goods.customer, input);
  return { ...goods, ...address, notes: input.notes?.trim() ? input.notes.trim() : null };
}

/** Additions offered to a cart (getAdditions): the winning rule of each type and the free-shipping hint. */
export function offeredAdditions(rules: AdditionRule[], lines: ComputedLine[]) {
  const { goodsCents, weightGrams } = sumGoods(lines);
  const shipping = winningRule(rules, 'shipping', goodsCents, weightGrams);
  const promotion = winningRule(rules, 'promotion', goodsCents, weightGrams);
  return { shipping, promotion, message: freeShippingMessage(rules, goodsCents, weightGrams) };
}

async function resolveShippingAddress(db: Q, customer: CartCustomer, input: CartInput) {
  if (input.shipping_address_is_new) {
    const text = input.shipping_address_new?.trim();
    if (!text) throw AppError.badRequest("Inserire l'indirizzo di spedizione");
    return {
      shippingAddress: { name: customer.companyName, address: text, zip_code: null, city: null, district: null },
      shippingAddressId: null,
      shippingAddressIsNew: true,
      shippingAddressNew: text,
    };
  }
  const addresses = await findCustomerAddresses(db, customer.id);
  // Default: the main address (the query puts it first).
  const chosen = input.shipping_address_id ? addresses.find((a) => a.id === input.shipping_address_id) : addresses[0];
  if (input.shipping_address_id && !chosen) throw AppError.badRequest("L'indirizzo di spedizione non è del cliente");
  return {
    shippingAddress: chosen
      ? { name: chosen.name, address: chosen.address, zip_code: chosen.zipCode, city: chosen.city, district: chosen.district }
      : null,
    shippingAddressId: chosen?.id ?? null,
    shippingAddressIsNew: false,
    shippingAddressNew: null,
  };
}
