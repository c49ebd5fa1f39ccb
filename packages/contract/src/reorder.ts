import type { TReorderResponse } from './orders';
import { quantityProblem } from './quantity';

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
};

/**
 * The cart line that orders `quantity` of the product again at today's price, or why it cannot be ordered
 * (Italian, shown to the agent): 'Riordina' and the briefing's usual products decide alike.
 */
export function reorderLineOf(
  row: CatalogueProductNow,
  quantity: number,
): { line: TReorderResponse['lines'][number]; reason: null } | { line: null; reason: string } {
  const refuse = (reason: string) => ({ line: null, reason });
  if (row.product_id === null || !row.enabled) return refuse('Prodotto non più a catalogo');
  if (row.price === null) return refuse('Nessun prezzo nel listino del cliente');
  if (Number(row.available) <= 0) return refuse('Non disponibile');
  const unit = row.unit_of_measure ?? 'PZ';
  const problem = quantityProblem(quantity, unit);
  if (problem) return refuse(`Quantità non ordinabile: ${problem}`);
  return {
    reason: null,
    line: {
      product_id: row.product_id,
      product_code: row.code,
      description: row.description,
      quantity,
      unit_of_measure: unit,
      price: Number(row.price),
      weight: Number(row.weight ?? 0),
      disable_discounts: row.disable_discounts ?? false,
    },
  };
}

/** The lines that can be ordered again (several lines of one product add up) and the others with the reason. */
export function reorderLines(rows: (CatalogueProductNow & { quantity: string | number })[]): Pick<TReorderResponse, 'lines' | 'dropped'> {
  const lines = new Map<number, TReorderResponse['lines'][number]>();
  const dropped: TReorderResponse['dropped'] = [];
  for (const row of rows) {
    const quantity = Number(row.quantity);
    const earlier = row.product_id === null ? undefined : lines.get(row.product_id);
    const { line, reason } = reorderLineOf(row, Math.round(((earlier?.quantity ?? 0) + quantity) * 1000) / 1000);
    if (line) lines.set(line.product_id, line);
    else dropped.push({ product_code: row.code, description: row.description, quantity, reason });
  }
  return { lines: [...lines.values()], dropped };
}
