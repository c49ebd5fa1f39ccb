import type { z } from 'zod';
import type { ZQuoteVersionsResponse, ZVersionDiffResponse } from '@portale/contract/cart';
import type { Db } from '../../db/client';
import type { StoredQuoteVersion } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { centsToEuro, toCents } from '../../lib/money';
import { findCart, findCartVersions } from './cart.repository';
import { cartOwnerScope } from './cart-scope';

type VersionLine = StoredQuoteVersion['items'][number];
type DiffLine = z.infer<typeof ZVersionDiffResponse>['lines'][number];
const COMPARED = ['quantity', 'price', 'discount_1', 'discount_2', 'notes'] as const;

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
    versions: versions.map((v) => ({
      version: v.version,
      saved_at: v.savedAt.toISOString(),
      saved_by: v.savedBy,
      shared_at: v.sharedAt?.toISOString() ?? null,
      valid_until: v.validUntil,
      total_final: centsToEuro(toCents(v.totalFinal)),
      count: v.content.items.length,
      current: v.version === cart.version,
    })),
  };
}

/** What changed between two versions of a quote (either order: `from` is the 'before'). */
export async function quoteVersionDiff(db: Db, actor: Actor, id: number, from: number, to: number): Promise<z.infer<typeof ZVersionDiffResponse>> {
  const { versions } = await versionsOf(db, actor, id);
  const before = versions.find((v) => v.version === from);
  const after = versions.find((v) => v.version === to);
  if (!before || !after) throw AppError.notFound(`Versione ${!before ? from : to} del preventivo non trovata`);
  const fromCents = toCents(before.totalFinal);
  const toCentsTotal = toCents(after.totalFinal);
  return {
    from,
    to,
    lines: diffLines(before.content.items, after.content.items),
    other_changes: otherChanges(before.content, after.content),
    total_final_from: centsToEuro(fromCents),
    total_final_to: centsToEuro(toCentsTotal),
    difference: centsToEuro(toCentsTotal - fromCents),
  };
}

/** Lines match by product code (a product appearing twice matches by its occurrence); order follows the newer version. */
function diffLines(before: VersionLine[], after: VersionLine[]): DiffLine[] {
  const keyed = (lines: VersionLine[]) => {
    const seen = new Map<string, number>();
    return lines.map((line) => {
      const n = (seen.get(line.product_code) ?? 0) + 1;
      seen.set(line.product_code, n);
      return [`${line.product_code}#${n}`, line] as const;
    });
  };
  const old = new Map(keyed(before));
  const result: DiffLine[] = [];
  for (const [key, line] of keyed(after)) {
    const was = old.get(key);
    old.delete(key);
    if (!was) {
      result.push({ product_code: line.product_code, description: line.description, change: 'added', fields: [], before: null, after: figures(line) });
      continue;
    }
    const fields = COMPARED.filter((f) => (f === 'notes' ? (was.notes ?? '') !== (line.notes ?? '') : Number(was[f]) !== Number(line[f])));
    if (fields.length) result.push({ product_code: line.product_code, description: line.description, change: 'changed', fields, before: figures(was), after: figures(line) });
  }
  for (const line of old.values()) {
    result.push({ product_code: line.product_code, description: line.description, change: 'removed', fields: [], before: figures(line), after: null });
  }
  return result;
}

const figures = (line: VersionLine) => ({
  quantity: Number(line.quantity),
  price: Number(line.price),
  discount_1: line.discount_1,
  discount_2: line.discount_2,
  row_total: Number(line.row_total),
});

const none = (value: string | null | undefined) => value || 'nessuna';

function otherChanges(before: StoredQuoteVersion, after: StoredQuoteVersion): string[] {
  const changes: string[] = [];
  if ((before.payment_mode ?? '') !== (after.payment_mode ?? '')) changes.push(`Modalità di pagamento: ${none(before.payment_mode)} → ${none(after.payment_mode)}`);
  const shipping = (v: StoredQuoteVersion) => v.shipping_items.map((s) => s.description).join(', ');
  if (shipping(before) !== shipping(after)) changes.push(`Spedizione: ${none(shipping(before))} → ${none(shipping(after))}`);
  if ((before.promotion_item?.description ?? '') !== (after.promotion_item?.description ?? '')) {
    changes.push(`Promozione: ${none(before.promotion_item?.description)} → ${none(after.promotion_item?.description)}`);
  }
  if ((before.notes ?? '') !== (after.notes ?? '')) changes.push('Note del preventivo modificate');
  if ((before.name ?? '') !== (after.name ?? '')) changes.push(`Nome: ${none(before.name)} → ${none(after.name)}`);
  return changes;
}
