import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { renderQuotePdf, type QuoteDocument } from '../../documents/pdf/quote-pdf';
import { fileStorageFor } from '../../storage/open-storage';
import { toCents } from '../../lib/money';
import { findUserById } from '../auth/auth.repository';
import { quoteDiscountState, type QuoteDiscountState } from './quote-discount-authority';
import { findCartItems, findCartRefs, findPackDescriptions, findShopOfUser, type CartRefs, type CartRow, type ShopRow } from './cart.repository';

/** A shop logo from the file storage; null when missing or not a valid key. Read per PDF (a small file) so a new logo shows at once. */
async function loadLogo(config: Config, logo: string | null): Promise<Buffer | null> {
  if (!logo) return null;
  return fileStorageFor(config)
    .get(logo)
    .catch(() => null);
}

export interface QuoteBundle {
  refs: CartRefs;
  shop: ShopRow | null;
  /** The quote's author (null when no longer found). */
  author: Awaited<ReturnType<typeof findUserById>> | null;
  /** Lines beyond the author's discount authority, or null: then the PDF carries no binding net price for them. */
  discount: QuoteDiscountState | null;
  pdf: Buffer;
}

/**
 * The quote PDF of a stored cart, branded with its author's shop. A discount beyond the author's authority is printed
 * as 'Sconto in attesa di approvazione' without the net amounts it makes (issue 64 §6), whatever path asks for it.
 */
export async function renderStoredQuote(db: Db, config: Config, cart: CartRow): Promise<QuoteBundle> {
  const [refs, items, shop, author] = await Promise.all([
    findCartRefs(db, cart.id),
    findCartItems(db, cart.id),
    findShopOfUser(db, cart.userId),
    findUserById(db, cart.userId),
  ]);
  const discount = quoteDiscountState(config, author, items);
  const packs = await findPackDescriptions(db, items.map((i) => i.productId).filter((id): id is number => id !== null));
  if (!refs) throw new Error(`cart ${cart.id} lost its profile or customer`);
  const doc: QuoteDocument = {
    id: cart.id,
    name: cart.name,
    date: cart.updatedAt,
    version: cart.version,
    validUntil: cart.validUntil,
    shop: shop
      ? { name: shop.name, details: shop.details, color: shop.color, quoteFooter: shop.quoteFooter, logo: await loadLogo(config, shop.logo) }
      : null,
    agent: { externalId: refs.profileExternalId, companyName: refs.profileCompanyName },
    customer: {
      externalId: refs.customerExternalId,
      companyName: refs.customerCompanyName,
      vatCode: refs.customerVatCode,
      paymentMode: refs.paymentModeDescription,
    },
    shippingAddress: cart.shippingAddress ?? null,
    pendingDiscount: discount ? { limitBp: discount.limitBp } : null,
    lines: items.map((i, index) => ({
      code: i.productCode,
      description: i.description,
      notes: i.notes,
      priceCents: toCents(i.price),
      quantity: Number(i.quantity),
      discount1: i.discount1,
      discount2: i.discount2,
      rowCents: toCents(i.rowTotal),
      pack: i.productId === null ? null : (packs.get(i.productId) ?? null),
      beyondAuthority: discount?.beyond[index] ?? false,
    })),
    goodsCents: toCents(cart.total),
    discountPercentage: cart.discountPercentage,
    discountCents: toCents(cart.discountAmount),
    shipping: cart.shippingItems.map((s) => ({ description: s.description, cents: toCents(s.price) })),
    promotion: cart.promotionItem?.description ?? null,
    finalCents: toCents(cart.totalFinal),
    weightKg: cart.totalWeight,
    notes: cart.notes,
  };
  return { refs, shop, author: author ?? null, discount, pdf: await renderQuotePdf(doc) };
}
