import { hasRule, ruleFieldsInList, ruleOf } from '@portale/contract/quantity-rules';
import type { TCurrentCartLine, ZPriceChange, ZQuoteVersionsResponse, ZVersionDiffResponse } from '@portale/contract/cart';
import { versionDiff } from '@portale/contract/quote-diff';
import type { TSyncQuote } from '@portale/contract/sync';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import { localProduct, openQuotesOf, type OfflineDb } from './offline-db';

/**
 * An open quote from the device's copy (sync/quotes); undefined when the copy does not hold it, or holds it as an
 * earlier version of the portal downloaded it (without lines: the next sync replaces it).
 */
export async function localQuote(db: OfflineDb, id: number): Promise<TSyncQuote | undefined> {
  return (await openQuotesOf(db))?.quotes.find((q) => q.id === id && Array.isArray(q.items) && Array.isArray(q.versions));
}

/** 'Versioni' of an open quote from the copy, as cart/versions answers it; undefined when the copy does not hold it. */
export async function localQuoteVersions(db: OfflineDb, id: number): Promise<z.infer<typeof ZQuoteVersionsResponse> | undefined> {
  const quote = await localQuote(db, id);
  return quote && { id: quote.id, name: quote.name, versions: quote.versions.map(({ snapshot: _snapshot, ...version }) => version) };
}

/** Two versions of an open quote compared from the copy, as cart/versionDiff answers (the same shared comparison). */
export async function localVersionDiff(db: OfflineDb, id: number, from: number, to: number): Promise<z.infer<typeof ZVersionDiffResponse> | undefined> {
  const quote = await localQuote(db, id);
  if (!quote) return undefined;
  const before = quote.versions.find((v) => v.version === from);
  const after = quote.versions.find((v) => v.version === to);
  if (!before || !after) throw new ApiError(404, `Versione ${!before ? from : to} del preventivo non trovata`, 'NOT_FOUND');
  return versionDiff(from, before.snapshot, to, after.snapshot);
}

/**
 * A quote's lines as 'Ripristina' puts them back, priced from the copy in the customer's list as cart/current/restore
 * does on the server: every product line stays (one the copy has no price for, or no longer holds, stays unpriced),
 * and the lines priced differently from the quote are listed (`new_price` null: no price any more).
 */
export async function localQuoteLines(
  db: OfflineDb,
  quote: TSyncQuote,
  priceListId: number | null,
): Promise<{ lines: TCurrentCartLine[]; price_changes: z.infer<typeof ZPriceChange>[] }> {
  const lines: TCurrentCartLine[] = [];
  const price_changes: z.infer<typeof ZPriceChange>[] = [];
  for (const item of quote.items) {
    const product = await localProduct(db, item.product_id);
    const price = product && priceListId !== null ? (product.prices[String(priceListId)] ?? null) : null;
    // The rule as the server applies it (the list's override per field), so a line that no longer fits is said.
    const rule = product ? ruleFieldsInList(product, priceListId === null ? null : product.rules?.[String(priceListId)]) : null;
    lines.push({
      product_id: item.product_id,
      quantity: item.quantity,
      discount_1: item.discount_1,
      discount_2: item.discount_2,
      notes: item.notes,
      product_code: product?.external_id ?? item.product_code,
      description: product?.description ?? item.description,
      price,
      weight: product?.weight ?? 0,
      disable_discounts: product?.disable_discounts ?? false,
      unit_of_measure: product?.unit_of_measure ?? 'PZ',
      ...(rule && hasRule(ruleOf(rule)) ? { ...rule, pack_description: product?.pack_description ?? null } : {}),
    });
    if (price !== item.price) price_changes.push({ product_code: item.product_code, description: item.description, old_price: item.price, new_price: price });
  }
  return { lines, price_changes };
}
