import { importCommand } from '../import/import-entity';
import { requiredForNewCheck, upsertByKey } from '../import/sql-helpers';

/** Catalogue categories (products.category_code): the ERP owns code and description; enabled is the admin's and never imported. */
export const importProductCategories = importCommand({
  entity: 'product-categories',
  description: 'Importa le categorie prodotto dal gestionale',
  priority: 40,
  key: ['code'],
  fields: {
    code: { type: 'text', notNull: true, max: 50 },
    description: { type: 'text', notNull: true, requiredForNew: true, max: 200 },
  },
  checks: () => [requiredForNewCheck('product_categories', 'code', 'code', ['description'], 'una categoria prodotto')],
  apply: (q, has) => upsertByKey(q, has, { table: 'product_categories', keyColumn: 'code', keyField: 'code', columns: { description: { field: 'description' } } }),
});
