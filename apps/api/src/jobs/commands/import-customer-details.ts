import { importCommand } from '../import/import-entity';
import { referenceCheck, replaceChildren } from '../import/sql-helpers';

const customerId = '(SELECT id FROM customers WHERE external_id = s.customer_external_id)';
const customerJoin = { parentId: 'par.id', joins: 'JOIN customers par ON par.external_id = s.customer_external_id' };
const customerExists = referenceCheck('customer_external_id', 'customers', 'external_id', 'Cliente');

/** A customer's addresses: the file's rows are each named customer's whole set. */
export const importCustomerAddresses = importCommand({
  entity: 'customer-addresses',
  description: 'Importa gli indirizzi dei clienti dal gestionale',
  priority: 81,
  key: [],
  fields: {
    customer_external_id: { type: 'text', notNull: true, requiredForNew: true },
    name: { type: 'text', notNull: true, requiredForNew: true, max: 300 },
    address: { type: 'text', notNull: true, requiredForNew: true, max: 300 },
    zip_code: { type: 'text', notNull: true, requiredForNew: true, max: 10 },
    city: { type: 'text', notNull: true, requiredForNew: true, max: 100 },
    district: { type: 'text', notNull: true, requiredForNew: true, max: 5 },
    main: { type: 'boolean' },
  },
  checks: () => [customerExists],
  apply: (q) =>
    replaceChildren(q, {
      ...customerJoin,
      childTable: 'customer_addresses',
      fkColumn: 'customer_id',
      columns: { name: 's.name', address: 's.address', zip_code: 's.zip_code', city: 's.city', district: 's.district', main: 'coalesce(s.main, false)' },
    }),
});

/** A customer's contacts (phone, fax, website, email): each named customer's whole set. */
export const importCustomerContacts = importCommand({
  entity: 'customer-contacts',
  description: 'Importa i contatti dei clienti (telefono, fax, sito, email) dal gestionale',
  priority: 82,
  key: [],
  fields: {
    customer_external_id: { type: 'text', notNull: true, requiredForNew: true },
    type: { type: 'text', notNull: true, requiredForNew: true, oneOf: ['phone', 'fax', 'website', 'email'] },
    value: { type: 'text', notNull: true, requiredForNew: true, max: 300 },
    label: { type: 'text', max: 100 },
    main: { type: 'boolean' },
  },
  checks: () => [customerExists],
  apply: (q) =>
    replaceChildren(q, {
      ...customerJoin,
      childTable: 'customer_contacts',
      fkColumn: 'customer_id',
      columns: { type: 's.type', value: 's.value', label: 's.label', main: 'coalesce(s.main, false)' },
    }),
});

/** Yearly turnover per customer and year (also computed from invoices by turnover:recompute). */
export const importCustomerYearData = importCommand({
  entity: 'customer-year-data',
  description: 'Importa il fatturato annuo dei clienti dal gestionale',
  priority: 83,
  key: ['customer_external_id', 'year'],
  fields: {
    customer_external_id: { type: 'text', notNull: true },
    year: { type: 'integer', notNull: true },
    invoices_total: { type: 'decimal', scale: 2, notNull: true, requiredForNew: true, maxAbs: 1e12 },
    invoices_count: { type: 'integer', notNull: true, requiredForNew: true },
  },
  checks: (has) => [
    customerExists,
    ...(has('invoices_total') && has('invoices_count') ? [] : [`SELECT 1 AS line, '' AS field, 'Servono le colonne invoices_total e invoices_count' AS reason`]),
  ],
  async apply(q) {
    await q.query(`CREATE TEMP TABLE y ON COMMIT DROP AS SELECT ${customerId} AS customer_id, s.year, s.invoices_total, s.invoices_count FROM s`);
    const updated = await q.query(`UPDATE customer_year_data t SET invoices_total = y.invoices_total, invoices_count = y.invoices_count FROM y
      WHERE t.customer_id = y.customer_id AND t.year = y.year AND (t.invoices_total, t.invoices_count) IS DISTINCT FROM (y.invoices_total, y.invoices_count)`);
    const created = await q.query(`INSERT INTO customer_year_data (customer_id, year, invoices_total, invoices_count)
      SELECT customer_id, year, invoices_total, invoices_count FROM y ON CONFLICT DO NOTHING`);
    return { created: created.rowCount ?? 0, updated: updated.rowCount ?? 0 };
  },
});
