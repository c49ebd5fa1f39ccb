import { z } from 'zod';
import type { ZVersionDiffResponse } from './cart';

/*
 * The 'Versioni' comparison of a quote (issue 17), shared by the server and the device (issue 18: the same answer
 * without network, from the versions in the copy).
 */

/** A version of a quote as compared: amounts in euro (numbers), what the agent chose, its lines in order. */
export const ZVersionSnapshot = z.object({
  name: z.string().nullable(),
  notes: z.string().nullable(),
  payment_mode: z.string().nullable(),
  /** The shipping lines' descriptions, the promotion's. */
  shipping: z.array(z.string()),
  promotion: z.string().nullable(),
  total_final: z.number(),
  items: z.array(
    z.object({
      product_code: z.string(),
      description: z.string(),
      quantity: z.number(),
      price: z.number(),
      discount_1: z.number(),
      discount_2: z.number(),
      row_total: z.number(),
      notes: z.string().nullable(),
    }),
  ),
});
export type TVersionSnapshot = z.infer<typeof ZVersionSnapshot>;
type VersionLine = TVersionSnapshot['items'][number];
type VersionDiff = z.infer<typeof ZVersionDiffResponse>;
type DiffLine = VersionDiff['lines'][number];

const COMPARED = ['quantity', 'price', 'discount_1', 'discount_2', 'notes'] as const;
const cents = (euro: number) => Math.round(euro * 100);

/** What changed from version `from` (before) to `to` (after): lines, other choices and the totals. */
export function versionDiff(from: number, before: TVersionSnapshot, to: number, after: TVersionSnapshot): VersionDiff {
  return {
    from,
    to,
    lines: diffLines(before.items, after.items),
    other_changes: otherChanges(before, after),
    total_final_from: before.total_final,
    total_final_to: after.total_final,
    difference: (cents(after.total_final) - cents(before.total_final)) / 100,
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
    const fields = COMPARED.filter((f) => (f === 'notes' ? (was.notes ?? '') !== (line.notes ?? '') : was[f] !== line[f]));
    if (fields.length) result.push({ product_code: line.product_code, description: line.description, change: 'changed', fields, before: figures(was), after: figures(line) });
  }
  for (const line of old.values()) {
    result.push({ product_code: line.product_code, description: line.description, change: 'removed', fields: [], before: figures(line), after: null });
  }
  return result;
}

const figures = ({ quantity, price, discount_1, discount_2, row_total }: VersionLine) => ({ quantity, price, discount_1, discount_2, row_total });

const none = (value: string | null | undefined) => value || 'nessuna';

function otherChanges(before: TVersionSnapshot, after: TVersionSnapshot): string[] {
  const changes: string[] = [];
  if ((before.payment_mode ?? '') !== (after.payment_mode ?? '')) changes.push(`Modalità di pagamento: ${none(before.payment_mode)} → ${none(after.payment_mode)}`);
  const shipping = (v: TVersionSnapshot) => v.shipping.join(', ');
  if (shipping(before) !== shipping(after)) changes.push(`Spedizione: ${none(shipping(before))} → ${none(shipping(after))}`);
  if ((before.promotion ?? '') !== (after.promotion ?? '')) changes.push(`Promozione: ${none(before.promotion)} → ${none(after.promotion)}`);
  if ((before.notes ?? '') !== (after.notes ?? '')) changes.push('Note del preventivo modificate');
  if ((before.name ?? '') !== (after.name ?? '')) changes.push(`Nome: ${none(before.name)} → ${none(after.name)}`);
  return changes;
}
