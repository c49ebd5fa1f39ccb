import { importCommand } from '../import/import-entity';
import { referenceCheck, requiredForNewCheck, upsertByKey } from '../import/sql-helpers';

/**
 * Products with availability: key external_id; an availability-only file is `external_id;quantity`.
 * A product whose group (the file's group_code, else the stored one) has to_import = false is skipped.
 * `category_code` must name an existing category (imported first with import:product-categories).
 */
export const importProducts = importCommand({
  entity: 'products',
  description: 'Importa i prodotti e la disponibilità dal gestionale',
  priority: 50,
  key: ['external_id'],
  fields: {
    external_id: { type: 'text', notNull: true, max: 50 },
    description: { type: 'text', notNull: true, requiredForNew: true, max: 500 },
    quantity: { type: 'decimal', scale: 3, notNull: true, maxAbs: 1e9 },
    quantity_code: { type: 'text', notNull: true, max: 20 },
    unit_of_measure: { type: 'text', notNull: true, max: 20 },
    weight: { type: 'decimal', scale: 3, notNull: true, maxAbs: 1e7 },
    vat_rate: { type: 'decimal', scale: 2, notNull: true, maxAbs: 100 },
    disable_discounts: { type: 'boolean', notNull: true },
    group_code: { type: 'text', max: 50 },
    /** product_categories.code: the category the catalogue files the product under (a disabled one hides it). */
    category_code: { type: 'text', max: 50 },
    enabled: { type: 'boolean', notNull: true },
    // Quantity rules (issue 56): an empty cell clears the rule.
    min_quantity: { type: 'decimal', scale: 3, maxAbs: 1e9, positive: true },
    quantity_multiple: { type: 'decimal', scale: 3, maxAbs: 1e9, positive: true },
    pack_description: { type: 'text', max: 100 },
  },
  checks: () => [
    requiredForNewCheck('products', 'external_id', 'external_id', ['description'], 'un prodotto'),
    referenceCheck('category_code', 'product_categories', 'code', 'Categoria prodotto'),
  ],
  skips: (has) => `SELECT s.line FROM s JOIN product_groups g ON g.external_id = ${
    has('group_code') ? 's.group_code' : '(SELECT p.group_code FROM products p WHERE p.external_id = s.external_id)'
  } WHERE NOT g.to_import`,
  apply: (q, has) =>
    upsertByKey(q, has, {
      table: 'products',
      keyColumn: 'external_id',
      keyField: 'external_id',
      columns: {
        description: { field: 'description' },
        quantity: { field: 'quantity' },
        quantity_code: { field: 'quantity_code' },
        unit_of_measure: { field: 'unit_of_measure' },
        weight: { field: 'weight' },
        vat_rate: { field: 'vat_rate' },
        disable_discounts: { field: 'disable_discounts' },
        group_code: { field: 'group_code' },
        category_code: { field: 'category_code' },
        enabled: { field: 'enabled' },
        min_quantity: { field: 'min_quantity' },
        quantity_multiple: { field: 'quantity_multiple' },
        pack_description: { field: 'pack_description' },
      },
    }),
});
