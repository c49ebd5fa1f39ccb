import type { TReorderResponse } from '@portale/contract/orders';
import { quantityProblem } from '@portale/contract/quantity';

/** A product as the catalogue has it now, priced in the customer's list (null columns: product or price missing). */
export type CatalogueProductNow = {
  product_id: number | null;
  code: string;
  description: string;
  enabled: boolean | null;
  available: string | null;
  unit_of_measure: string | null;
  price: string | null;
  weight: string | null;
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
