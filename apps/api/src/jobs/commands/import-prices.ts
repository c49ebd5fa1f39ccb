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
  },
  checks: (has) => [
    referenceCheck('price_list', 'price_lists', 'code', 'Listino'),
    referenceCheck('product_external_id', 'products', 'external_id', 'Prodotto'),
    ...(has('price') ? [] : [`SELECT 1 AS line, 'price' AS field, 'Manca la colonna obbligatoria "price"' AS reason`]),
  ],
  async apply(q) {
    await q.query(`CREATE TEMP TABLE p ON COMMIT DROP AS
      SELECT l.id AS price_list_id, pr.id AS product_id, s.price FROM s
      JOIN price_lists l ON l.code = s.price_list JOIN products pr ON pr.external_id = s.product_external_id`);
    const updated = await q.query(`UPDATE product_prices t SET price = p.price FROM p
      WHERE t.price_list_id = p.price_list_id AND t.product_id = p.product_id AND t.price IS DISTINCT FROM p.price`);
    const created = await q.query(`INSERT INTO product_prices (price_list_id, product_id, price)
      SELECT price_list_id, product_id, price FROM p ON CONFLICT DO NOTHING`);
    return { created: created.rowCount ?? 0, updated: updated.rowCount ?? 0 };
  },
});
