import type { TCart } from '@portale/contract/cart';
import { centsToDecimal, centsToEuro, gramsToKg } from '../../lib/money';
import { shippingLineCents, type AdditionRule } from '@portale/contract/cart-calculator';
import type { PricedCart } from './cart-pricing.service';
import type { CartRow, NewCart, NewCartItem } from './cart.repository';
import type { cartItems } from '../../db/schema/index';

const gramsToDecimal = (g: number) => `${Math.trunc(g / 1000)}.${String(g % 1000).padStart(3, '0')}`;

export const shippingItemOf = (rule: AdditionRule) => ({
  id: rule.id,
  external_id: rule.externalId,
  description: rule.description,
  price: centsToEuro(shippingLineCents(rule)),
  quantity: 1,
});
export const promotionItemOf = (rule: AdditionRule) => ({ id: rule.id, external_id: rule.externalId, description: rule.description });

/** What a stored cart adds to its priced content: identity, issue and version. */
export type CartMeta = Pick<CartRow, 'id' | 'name' | 'issueDate' | 'version' | 'revision' | 'validUntil' | 'sharedAt'> & {
  type: 'quotes' | 'temporary_orders';
};

const versionFields = (row: Pick<CartRow, 'issueDate' | 'version' | 'revision' | 'validUntil' | 'sharedAt'>) => ({
  issue_date: row.issueDate?.toISOString() ?? null,
  version: row.version,
  revision: row.revision,
  valid_until: row.validUntil,
  shared_at: row.sharedAt?.toISOString() ?? null,
});

/** The answer for a freshly priced cart. */
export function pricedCartResponse(p: PricedCart, meta: CartMeta): TCart {
  return {
    id: meta.id,
    name: meta.name,
    type: meta.type,
    profile_external_id: p.customer.profileExternalId,
    customer_id: p.customer.id,
    customer_external_id: p.customer.externalId,
    price_list_id: p.priceListId,
    items: p.lines.map((l) => ({
      product_id: l.product.id,
      product_code: l.product.code,
      description: l.product.description,
      notes: l.notes,
      price: centsToEuro(l.priceCents),
      quantity: l.quantity,
      discount_1: l.discount1,
      discount_2: l.discount2,
      row_total: centsToEuro(l.rowCents),
      weight: gramsToKg(l.product.weightGrams),
      vat_rate: l.product.vatBasisPoints / 100,
      disable_discounts: l.product.disableDiscounts,
    })),
    notes: p.notes,
    payment_mode_id: p.payment.chosenId,
    payment_mode: p.payment.description,
    count: p.lines.length,
    total: centsToEuro(p.totals.goodsCents),
    total_final: centsToEuro(p.totals.finalCents),
    total_weight: gramsToKg(p.totals.weightGrams),
    discount_percentage: p.totals.discountBasisPoints / 100,
    discount_amount: centsToEuro(p.totals.discountCents),
    shipping_items: p.shipping.map(shippingItemOf),
    promotion_item: p.promotion ? promotionItemOf(p.promotion) : null,
    shipping_address: p.shippingAddress,
    shipping_address_id: p.shippingAddressId,
    shipping_address_is_new: p.shippingAddressIsNew,
    shipping_address_new: p.shippingAddressNew,
    ...versionFields(meta),
  };
}

/** Columns and lines to store for a priced cart. */
export function storedCart(p: PricedCart): { values: Omit<NewCart, 'userId' | 'type'>; items: NewCartItem[] } {
  return {
    values: {
      profileId: p.customer.profileId,
      customerId: p.customer.id,
      priceListId: p.priceListId,
      notes: p.notes,
      total: centsToDecimal(p.totals.goodsCents),
      totalFinal: centsToDecimal(p.totals.finalCents),
      totalWeight: gramsToDecimal(p.totals.weightGrams),
      discountPercentage: centsToDecimal(p.totals.discountBasisPoints),
      discountAmount: centsToDecimal(p.totals.discountCents),
      paymentModeId: p.payment.chosenId,
      shippingItems: p.shipping.map(shippingItemOf),
      promotionItem: p.promotion ? promotionItemOf(p.promotion) : null,
      shippingAddress: p.shippingAddress,
      shippingAddressId: p.shippingAddressId,
      shippingAddressIsNew: p.shippingAddressIsNew,
      shippingAddressNew: p.shippingAddressNew,
    },
    items: p.lines.map((l, position) => ({
      position,
      productId: l.product.id,
      productCode: l.product.code,
      description: l.product.description,
      notes: l.notes,
      price: centsToDecimal(l.priceCents),
      quantity: String(l.quantity),
      discount1: l.discount1,
      discount2: l.discount2,
      rowTotal: centsToDecimal(l.rowCents),
      weight: gramsToDecimal(l.product.weightGrams),
      vatRate: centsToDecimal(l.product.vatBasisPoints),
      disableDiscounts: l.product.disableDiscounts,
    })),
  };
}

/** The answer for an archived cart, as it was stored. */
export function storedCartResponse(
  row: CartRow,
  items: (typeof cartItems.$inferSelect)[],
  refs: { profileExternalId: string; customerExternalId: string; paymentModeDescription: string | null },
): TCart {
  return {
    id: row.id,
    name: row.name,
    type: row.type === 'temporary_orders' ? 'temporary_orders' : 'quotes',
    profile_external_id: refs.profileExternalId,
    customer_id: row.customerId,
    customer_external_id: refs.customerExternalId,
    price_list_id: row.priceListId,
    items: items.map((i) => ({
      product_id: i.productId ?? 0,
      product_code: i.productCode,
      description: i.description,
      notes: i.notes,
      price: Number(i.price),
      quantity: Number(i.quantity),
      discount_1: i.discount1,
      discount_2: i.discount2,
      row_total: Number(i.rowTotal),
      weight: Number(i.weight),
      vat_rate: Number(i.vatRate),
      disable_discounts: i.disableDiscounts,
    })),
    notes: row.notes,
    payment_mode_id: row.paymentModeId,
    payment_mode: refs.paymentModeDescription,
    count: items.length,
    total: Number(row.total),
    total_final: Number(row.totalFinal),
    total_weight: Number(row.totalWeight),
    discount_percentage: Number(row.discountPercentage),
    discount_amount: Number(row.discountAmount),
    shipping_items: row.shippingItems,
    promotion_item: row.promotionItem ?? null,
    shipping_address: row.shippingAddress ?? null,
    shipping_address_id: row.shippingAddressId,
    shipping_address_is_new: row.shippingAddressIsNew,
    shipping_address_new: row.shippingAddressNew,
    ...versionFields(row),
  };
}
