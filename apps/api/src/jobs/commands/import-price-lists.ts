import { importCommand } from '../import/import-entity';
import { requiredForNewCheck, upsertByKey } from '../import/sql-helpers';

/** Price lists by code; `enabled` is the admin's and never imported. */
export const importPriceLists = importCommand({
  entity: 'price-lists',
  description: 'Importa i listini dal gestionale',
  priority: 20,
  key: ['code'],
  fields: {
    code: { type: 'text', notNull: true, max: 50 },
    description: { type: 'text', notNull: true, requiredForNew: true, max: 200 },
    /** The list's minimum goods amount of an order (issue 56); an empty cell clears it. */
    min_order_amount: { type: 'decimal', scale: 2, maxAbs: 1e10, positive: true },
  },
  checks: () => [requiredForNewCheck('price_lists', 'code', 'code', ['description'], 'un listino')],
  apply: (q, has) => upsertByKey(q, has, { table: 'price_lists', keyColumn: 'code', keyField: 'code', columns: { description: { field: 'description' }, min_order_amount: { field: 'min_order_amount' } } }),
});
