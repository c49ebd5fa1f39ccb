import type { TReorderResponse } from './orders';
import { discountedRowCents } from './cart-calculator';
import { quantityProblem } from './quantity';

const sumOrNull = (a: string | number | null | undefined, b: string | number | null | undefined) =>
  a === null || a === undefined || b === null || b === undefined ? null : Math.round((Number(a) + Number(b)) * 100) / 100;

/*
 * 'Riordina' (issue 17), shared by the server and the device (issue 18: the same lines and reasons without network).
 */

/**
 * A product as the catalogue has it now, priced in the customer's list (null columns: product or price missing);
 * amounts as SQL numeric text on the server, numbers on the device.
 */
export type CatalogueProductNow = {
  product_id: number | null;
  code: string;
  description: string;
  enabled: boolean | null;
  available: string | number | null;
  unit_of_measure: string | null;
  price: string | number | null;
  weight: string | number | null;
  disable_discounts: boolean | null;
  /** Last time's line: its discounts (percent) and total, when known. */
  discount_1?: string | number | null;
  discount_2?: string | number | null;
  previous_total?: string | number | null;
};

/**
 * The cart line that orders `quantity` of the product again at today's price, or why it cannot be ordered
 * (Italian, shown to the agent): 'Riordina' and the briefing's usual products decide alike.
 */
export function reorderLineOf(
  row: CatalogueProductNow,
  quantity: number,
  /** Today's allowed line discounts (the server's setting); without it, last time's are taken as they are. */
  allowedDiscounts?: readonly number[],
): { line: TReorderResponse['lines'][number]; reason: null } | { line: null; reason: string } {
  const refuse = (reason: string) => ({ line: null, reason });
  if (row.product_id === null || !row.enabled) return refuse('Prodotto non più a catalogo');
  if (row.price === null) return refuse('Nessun prezzo nel listino del cliente');
  if (Number(row.available) <= 0) return refuse('Non disponibile');
  const unit = row.unit_of_measure ?? 'PZ';
  const problem = quantityProblem(quantity, unit);
  if (problem) return refuse(`Quantità non ordinabile: ${problem}`);
  const price = Number(row.price);
  const disableDiscounts = row.disable_discounts ?? false;
  const { discount_1, discount_2, discount_note } = keptDiscounts(row, disableDiscounts, allowedDiscounts);
  return {
    reason: null,
    line: {
      product_id: row.product_id,
      product_code: row.code,
      description: row.description,
      quantity,
      unit_of_measure: unit,
      price,
      weight: Number(row.weight ?? 0),
      disable_discounts: disableDiscounts,
      discount_1,
      discount_2,
      discount_note,
      previous_total: row.previous_total === null || row.previous_total === undefined ? null : Number(row.previous_total),
      new_total: discountedRowCents(Math.round(price * 100), quantity, discount_1, discount_2) / 100,
    },
  };
}

/** Last time's discounts, if today's rules still allow them: the product discountable, each value an allowed one. */
function keptDiscounts(row: CatalogueProductNow, disableDiscounts: boolean, allowed: readonly number[] | undefined) {
  const d1 = Number(row.discount_1 ?? 0);
  const d2 = Number(row.discount_2 ?? 0);
  if (d1 === 0 && d2 === 0) return { discount_1: 0, discount_2: 0, discount_note: null };
  const was = `${formatDiscount(d1)}+${formatDiscount(d2)}`;
  if (disableDiscounts) return { discount_1: 0, discount_2: 0, discount_note: `Sconto ${was} non ripreso: il prodotto oggi non è scontabile` };
  const ok = (d: number) => Number.isInteger(d) && d >= 0 && d < 100 && (!allowed || allowed.includes(d));
  if (!ok(d1) || !ok(d2)) return { discount_1: 0, discount_2: 0, discount_note: `Sconto ${was} non ripreso: oggi non è tra gli sconti ammessi` };
  return { discount_1: d1, discount_2: d2, discount_note: null };
}

const formatDiscount = (d: number) => String(d).replace('.', ',');

/** The lines that can be ordered again (several lines of one product add up) and the others with the reason. */
export function reorderLines(
  rows: (CatalogueProductNow & { quantity: string | number })[],
  allowedDiscounts?: readonly number[],
): Pick<TReorderResponse, 'lines' | 'dropped'> {
  const lines = new Map<number, TReorderResponse['lines'][number]>();
  const dropped: TReorderResponse['dropped'] = [];
  for (const row of rows) {
    const quantity = Number(row.quantity);
    const earlier = row.product_id === null ? undefined : lines.get(row.product_id);
    // Several lines of one product: the first line's discounts, the totals added up.
    const previous = earlier ? sumOrNull(earlier.previous_total, row.previous_total) : row.previous_total;
    const merged = earlier ? { ...row, discount_1: earlier.discount_1, discount_2: earlier.discount_2, previous_total: previous } : row;
    const { line, reason } = reorderLineOf(merged, Math.round(((earlier?.quantity ?? 0) + quantity) * 1000) / 1000, allowedDiscounts);
    if (line) lines.set(line.product_id, line);
    else dropped.push({ product_code: row.code, description: row.description, quantity, reason });
  }
  return { lines: [...lines.values()], dropped };
}
