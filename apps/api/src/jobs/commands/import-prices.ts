import { importCommand } from '../import/import-entity';
import { referenceCheck } from '../import/sql-helpers';

/** Net prices: one row per (price list, product). */
export const importPrices = importCommand({
  entity: 'prices',
  description: 'Importa i prezzi dei prodotti per listino dal gestionale',
  priority: 60,
  key: ['price_list', 'product_external_id'],
  fields: {
    price_list: { type: 'text', notNull: true },
    product_external_id: { type: 'text', notNull: true },
    price: { type: 'decimal', scale: 2, notNull: true, requiredForNew: true, maxAbs: 1e10 },
    // This list's override of the product's quantity rules (issue 56); an empty cell: the product's own.
    min_quantity: { type: 'decimal', scale: 3, maxAbs: 1e9, positive: true },
    quantity_multiple: { type: 'decimal', scale: 3, maxAbs: 1e9, positive: true },
  },
  checks: (has) => [
    referenceCheck('price_list', 'price_lists', 'code', 'Listino'),
    referenceCheck('product_external_id', 'products', 'external_id', 'Prodotto'),
    ...(has('price') ? [] : [`SELECT 1 AS line, 'price' AS field, 'Manca la colonna obbligatoria "price"' AS reason`]),
  ],
  async apply(q, has) {
    // Absent rule columns keep the stored overrides (a prices-only file changes no rule).
    const rules = ['min_quantity', 'quantity_multiple'].filter(has);
    const picked = rules.map((c) => `, s.${c}`).join('');
    await q.query(`CREATE TEMP TABLE p ON COMMIT DROP AS
      SELECT l.id AS price_list_id, pr.id AS product_id, s.price${picked} FROM s
      JOIN price_lists l ON l.code = s.price_list JOIN products pr ON pr.external_id = s.product_external_id`);
    const columns = ['price', ...rules];
    const updated = await q.query(`UPDATE product_prices t SET ${columns.map((c) => `${c} = p.${c}`).join(', ')} FROM p
      WHERE t.price_list_id = p.price_list_id AND t.product_id = p.product_id
        AND (${columns.map((c) => `t.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `p.${c}`).join(', ')})`);
    const created = await q.query(`INSERT INTO product_prices (price_list_id, product_id, ${columns.join(', ')})
      SELECT price_list_id, product_id, ${columns.join(', ')} FROM p ON CONFLICT DO NOTHING`);
    return { created: created.rowCount ?? 0, updated: updated.rowCount ?? 0 };
  },
});
