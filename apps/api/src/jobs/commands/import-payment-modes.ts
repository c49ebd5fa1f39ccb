import { importCommand } from '../import/import-entity';
import { requiredForNewCheck, upsertByKey } from '../import/sql-helpers';

/** Payment modes: the ERP owns code and description; the discount is the admin's and never imported. */
export const importPaymentModes = importCommand({
  entity: 'payment-modes',
  description: 'Importa le modalità di pagamento dal gestionale',
  priority: 10,
  key: ['external_id'],
  fields: {
    external_id: { type: 'text', notNull: true, max: 50 },
    description: { type: 'text', notNull: true, requiredForNew: true, max: 200 },
  },
  checks: () => [requiredForNewCheck('payment_modes', 'external_id', 'external_id', ['description'], 'una modalità di pagamento')],
  apply: (q, has) =>
    upsertByKey(q, has, { table: 'payment_modes', keyColumn: 'external_id', keyField: 'external_id', columns: { description: { field: 'description' } } }),
});
