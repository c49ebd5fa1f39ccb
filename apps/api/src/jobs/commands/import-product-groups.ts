import { importCommand } from '../import/import-entity';
import { requiredForNewCheck, upsertByKey } from '../import/sql-helpers';

/** Product groups (products.group_code): the ERP owns code and description; to_import is the admin's and never imported. */
export const importProductGroups = importCommand({
  entity: 'product-groups',
  description: 'Importa i gruppi prodotto dal gestionale',
  priority: 30,
  key: ['external_id'],
  fields: {
    external_id: { type: 'text', notNull: true, max: 50 },
    description: { type: 'text', notNull: true, requiredForNew: true, max: 200 },
  },
  checks: () => [requiredForNewCheck('product_groups', 'external_id', 'external_id', ['description'], 'un gruppo prodotto')],
  apply: (q, has) =>
    upsertByKey(q, has, { table: 'product_groups', keyColumn: 'external_id', keyField: 'external_id', columns: { description: { field: 'description' } } }),
});
