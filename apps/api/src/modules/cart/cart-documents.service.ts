import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { renderQuotePdf, type QuoteDocument } from '../../documents/pdf/quote-pdf';
import { fileStorageFor } from '../../storage/open-storage';
import { toCents } from '../../lib/money';
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
  pdf: Buffer;
}

/** The quote PDF of a stored cart, branded with its author's shop. */
export async function renderStoredQuote(db: Db, config: Config, cart: CartRow): Promise<QuoteBundle> {
  const [refs, items, shop] = await Promise.all([findCartRefs(db, cart.id), findCartItems(db, cart.id), findShopOfUser(db, cart.userId)]);
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
    lines: items.map((i) => ({
      code: i.productCode,
      description: i.description,
      notes: i.notes,
      priceCents: toCents(i.price),
      quantity: Number(i.quantity),
      discount1: i.discount1,
      discount2: i.discount2,
      rowCents: toCents(i.rowTotal),
      pack: i.productId === null ? null : (packs.get(i.productId) ?? null),
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
  return { refs, shop, pdf: await renderQuotePdf(doc) };
}
