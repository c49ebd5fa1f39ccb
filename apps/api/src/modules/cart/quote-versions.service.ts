import type { z } from 'zod';
import type { ZQuoteVersion, ZQuoteVersionsResponse, ZVersionDiffResponse } from '@portale/contract/cart';
import { versionDiff, type TVersionSnapshot } from '@portale/contract/quote-diff';
import type { Db } from '../../db/client';
import type { StoredQuoteVersion } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { centsToEuro, toCents } from '../../lib/money';
import { findCart, findCartVersions } from './cart.repository';
import { cartOwnerScope } from './cart-scope';


async function versionsOf(db: Db, actor: Actor, id: number) {
  const cart = await findCart(db, id, cartOwnerScope(actor));
  if (!cart) throw AppError.notFound('Preventivo non trovato');
  return { cart, versions: await findCartVersions(db, id) };
}

/** The 'Versioni' list: every version of a quote, newest first. */
export async function quoteVersions(db: Db, actor: Actor, id: number): Promise<z.infer<typeof ZQuoteVersionsResponse>> {
  const { cart, versions } = await versionsOf(db, actor, id);
  return {
    id: cart.id,
    name: cart.name,
    versions: versions.map((v) => toQuoteVersion(v, cart.version)),
  };
}

type VersionRow = Awaited<ReturnType<typeof findCartVersions>>[number];

/** A version as the 'Versioni' list shows it; `current`: the quote's version now. */
export function toQuoteVersion(v: VersionRow, current: number): z.infer<typeof ZQuoteVersion> {
  return {
    version: v.version,
    saved_at: v.savedAt.toISOString(),
    saved_by: v.savedBy,
    shared_at: v.sharedAt?.toISOString() ?? null,
    valid_until: v.validUntil,
    total_final: centsToEuro(toCents(v.totalFinal)),
    count: v.content.items.length,
    current: v.version === current,
  };
}

/** A stored version as the shared comparison takes it (contract quote-diff.ts): numbers in euro, descriptions. */
export function snapshotOf(content: StoredQuoteVersion, totalFinal: string): TVersionSnapshot {
  return {
    name: content.name,
    notes: content.notes,
    payment_mode: content.payment_mode,
    shipping: content.shipping_items.map((s) => s.description),
    promotion: content.promotion_item?.description ?? null,
    total_final: centsToEuro(toCents(totalFinal)),
    items: content.items.map((i) => ({
      product_code: i.product_code,
      description: i.description,
      quantity: Number(i.quantity),
      price: Number(i.price),
      discount_1: i.discount_1,
      discount_2: i.discount_2,
      row_total: Number(i.row_total),
      notes: i.notes,
    })),
  };
}

/** What changed between two versions of a quote (either order: `from` is the 'before'). */
export async function quoteVersionDiff(db: Db, actor: Actor, id: number, from: number, to: number): Promise<z.infer<typeof ZVersionDiffResponse>> {
  const { versions } = await versionsOf(db, actor, id);
  const before = versions.find((v) => v.version === from);
  const after = versions.find((v) => v.version === to);
  if (!before || !after) throw AppError.notFound(`Versione ${!before ? from : to} del preventivo non trovata`);
  return versionDiff(from, snapshotOf(before.content, before.totalFinal), to, snapshotOf(after.content, after.totalFinal));
}
