import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { renderQuotePdf, type QuoteDocument } from '../../documents/pdf/quote-pdf';
import { toCents } from '../../lib/money';
import { findCartItems, findCartRefs, findShopOfUser, type CartRefs, type CartRow, type ShopRow } from './cart.repository';

const logoCache = new Map<string, Buffer | null>();

/** A shop logo file under DATA_DIR/files (read once per process); null when missing or outside the folder. */
async function loadLogo(dataDir: string, logo: string | null): Promise<Buffer | null> {
  if (!logo) return null;
  const root = path.join(dataDir, 'files');
  const file = path.resolve(root, logo);
  if (!file.startsWith(root + path.sep)) return null;
  if (!logoCache.has(file)) logoCache.set(file, await fs.readFile(file).catch(() => null));
  return logoCache.get(file) ?? null;
}

export interface QuoteBundle {
  refs: CartRefs;
  shop: ShopRow | null;
  pdf: Buffer;
}

/** The quote PDF of a stored cart, branded with its author's shop. */
export async function renderStoredQuote(db: Db, config: Config, cart: CartRow): Promise<QuoteBundle> {
  const [refs, items, shop] = await Promise.all([findCartRefs(db, cart.id), findCartItems(db, cart.id), findShopOfUser(db, cart.userId)]);
  if (!refs) throw new Error(`cart ${cart.id} lost its profile or customer`);
  const doc: QuoteDocument = {
    id: cart.id,
    name: cart.name,
    createdAt: cart.createdAt,
    issueDate: cart.issueDate,
    shop: shop
      ? { name: shop.name, details: shop.details, color: shop.color, quoteFooter: shop.quoteFooter, logo: await loadLogo(config.dataDir, shop.logo) }
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
      quantity: i.quantity,
      discount1: i.discount1,
      discount2: i.discount2,
      rowCents: toCents(i.rowTotal),
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
