import { importCommand } from '../import/import-entity';
import { referenceCheck, replaceList, requiredForNewCheck, upsertByKey } from '../import/sql-helpers';

/**
 * Customers by external_id, with payment mode (its code), price list (code), group (name, created when
 * new) and `profiles`: the agent codes the customer belongs to (`A001|A002`, the whole set).
 * The access password is the portal's and is not imported.
 */
export const importCustomers = importCommand({
  entity: 'customers',
  description: 'Importa i clienti e i loro agenti dal gestionale',
  priority: 80,
  key: ['external_id'],
  fields: {
    external_id: { type: 'text', notNull: true, max: 50 },
    key: { type: 'text', notNull: true, max: 100 },
    company_name: { type: 'text', notNull: true, requiredForNew: true, max: 300 },
    sector: { type: 'text', max: 200 },
    vat_code: { type: 'text', max: 30 },
    payment_mode: { type: 'text' },
    price_list: { type: 'text' },
    group: { type: 'text', max: 200 },
    inactive: { type: 'boolean', notNull: true },
    profiles: { type: 'list' },
  },
  checks: () => [
    requiredForNewCheck('customers', 'external_id', 'external_id', ['company_name'], 'un cliente'),
    referenceCheck('payment_mode', 'payment_modes', 'external_id', 'Modalità di pagamento'),
    referenceCheck('price_list', 'price_lists', 'code', 'Listino'),
    `SELECT s.line, 'profiles' AS field, 'Profilo agente inesistente: ' || v AS reason
     FROM s, jsonb_array_elements_text(coalesce(s.profiles, '[]'::jsonb)) AS e(v)
     WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.external_id = v)`,
  ],
  async apply(q, has) {
    if (has('group')) {
      await q.query(`INSERT INTO customer_groups (name) SELECT DISTINCT s."group" FROM s
        WHERE s."group" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM customer_groups g WHERE g.name = s."group")`);
    }
    const r = await upsertByKey(q, has, {
      table: 'customers',
      keyColumn: 'external_id',
      keyField: 'external_id',
      columns: {
        key: { field: 'key' },
        company_name: { field: 'company_name' },
        sector: { field: 'sector' },
        vat_code: { field: 'vat_code' },
        payment_mode_id: { field: 'payment_mode', expr: '(SELECT id FROM payment_modes WHERE external_id = s.payment_mode)' },
        price_list_id: { field: 'price_list', expr: '(SELECT id FROM price_lists WHERE code = s.price_list)' },
        group_id: { field: 'group', expr: '(SELECT min(id) FROM customer_groups WHERE name = s."group")' },
        inactive: { field: 'inactive' },
      },
      insertOnly: has('key') ? {} : { key: 'lower(s.external_id)' },
    });
    if (has('profiles')) {
      r.updated += await replaceList(q, {
        listField: 'profiles',
        parentTable: 'customers',
        parentKeyColumn: 'external_id',
        keyField: 'external_id',
        childTable: 'customer_profiles',
        fkColumn: 'customer_id',
        valueColumn: 'profile_id',
        value: '(SELECT id FROM profiles WHERE external_id = v)',
      });
    }
    return r;
  },
});
