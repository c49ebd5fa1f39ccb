import { importCommand, type ImportEntity } from '../import/import-entity';
import type { FieldSpec } from '../import/fields';
import { referenceCheck, replaceChildren, requiredForNewCheck, upsertByKey } from '../import/sql-helpers';

const money: FieldSpec = { type: 'decimal', scale: 2, notNull: true, requiredForNew: true, maxAbs: 1e12 };
const partyFields: Record<string, FieldSpec> = {
  profile_external_id: { type: 'text', notNull: true, requiredForNew: true },
  customer_external_id: { type: 'text', notNull: true, requiredForNew: true },
};
const partyColumns = {
  profile_id: { field: 'profile_external_id', expr: '(SELECT id FROM profiles WHERE external_id = s.profile_external_id)' },
  customer_id: { field: 'customer_external_id', expr: '(SELECT id FROM customers WHERE external_id = s.customer_external_id)' },
};
const partyChecks = [
  referenceCheck('profile_external_id', 'profiles', 'external_id', 'Profilo agente'),
  referenceCheck('customer_external_id', 'customers', 'external_id', 'Cliente'),
];
// Lines read their product through a join (alias p), not a lookup per row.
const productId = 'p.id';
const productDescription = `coalesce(s.description, p.description, s.product_external_id)`;

/** Document headers keyed by code (orders, invoices, DDT). */
function headerImport(e: Omit<ImportEntity, 'key' | 'apply' | 'checks'> & {
  table: string;
  label: string;
  required: string[];
  columns: Parameters<typeof upsertByKey>[2]['columns'];
  checks?: string[];
  /** SQL over s: the rows the generic upsert (and its required-for-new check) handles; the others go to `applyOthers`. */
  only?: string;
  applyOthers?: ImportEntity['apply'];
}) {
  return importCommand({
    ...e,
    key: ['code'],
    checks: () => [requiredForNewCheck(e.table, 'code', 'code', e.required, e.label, e.only), ...partyChecks, ...(e.checks ?? [])],
    apply: async (q, has) => {
      const main = await upsertByKey(q, has, { table: e.table, keyColumn: 'code', keyField: 'code', columns: { ...e.columns, ...partyColumns }, where: e.only });
      const others = e.applyOthers ? await e.applyOthers(q, has) : { created: 0, updated: 0 };
      return { created: main.created + others.created, updated: main.updated + others.updated };
    },
  });
}

/**
 * Portal orders (WEB-…) belong to the portal: the ERP only confirms them (`processed`, `status`). Their rows
 * never create an order, and a value that differs from the stored one (customer, agent, totals, date, notes,
 * shipping) is refused with its line: an ERP file must not reassign or rewrite an agent's order. The same
 * values sent back are no change, so an ERP that exports its whole order row is not refused.
 */
const portalRow = (column: string) => `upper(s.${column}) LIKE 'WEB-%'`;
const PORTAL_ONLY_CONFIRMED = 'il gestionale ne conferma solo lo stato (code;processed;status)';
const portalOrderStored: Record<string, [label: string, stored: string]> = {
  issue_date: ['la data', 't.issue_date'],
  total_net: ['il totale netto', 't.total_net'],
  total: ['il totale', 't.total'],
  notes: ['le note', 't.notes'],
  shipping_name: ['la destinazione', 't.shipping_name'],
  shipping_address: ["l'indirizzo di spedizione", 't.shipping_address'],
  shipping_zip_code: ['il CAP di spedizione', 't.shipping_zip_code'],
  shipping_city: ['la città di spedizione', 't.shipping_city'],
  profile_external_id: ["l'agente", '(SELECT external_id FROM profiles WHERE id = t.profile_id)'],
  customer_external_id: ['il cliente', '(SELECT external_id FROM customers WHERE id = t.customer_id)'],
};
const portalOrderChecks = [
  `SELECT s.line, 'code' AS field, 'Codice di un ordine del portale inesistente: ' || s.code || '; gli ordini del portale non si creano da importazione, ${PORTAL_ONLY_CONFIRMED}' AS reason
   FROM s WHERE ${portalRow('code')} AND NOT EXISTS (SELECT 1 FROM orders t WHERE t.code = s.code)`,
  `SELECT s.line, f.field, 'Un ordine del portale non si modifica da importazione (' || f.label || ' diverso da quello registrato): ${PORTAL_ONLY_CONFIRMED}' AS reason
   FROM s JOIN orders t ON t.code = s.code
   CROSS JOIN LATERAL (VALUES ${Object.entries(portalOrderStored)
     .map(([field, [label, stored]]) => `('${field}', '${label.replace(/'/g, "''")}', s.${field} IS NOT NULL AND s.${field} IS DISTINCT FROM ${stored})`)
     .join(', ')}) AS f(field, label, differs)
   WHERE ${portalRow('code')} AND f.differs`,
];

const orderStatusColumn = { field: 'status', expr: '(SELECT id FROM order_statuses WHERE code = s.status)' };

/**
 * Orders of the ERP, and the ERP's answer on portal orders: `processed` = 1 marks a portal order
 * (WEB-…) as taken over. `status` is an order-status code.
 */
export const importOrders = headerImport({
  entity: 'orders',
  description: 'Importa gli ordini (stato ed elaborazione compresi) dal gestionale',
  priority: 90,
  table: 'orders',
  label: 'un ordine',
  required: ['issue_date', 'total_net', 'total', 'profile_external_id', 'customer_external_id'],
  fields: {
    code: { type: 'text', notNull: true, max: 50 },
    issue_date: { type: 'date', notNull: true, requiredForNew: true },
    status: { type: 'text' },
    processed: { type: 'boolean', notNull: true },
    total_net: money,
    total: money,
    notes: { type: 'text', max: 2000 },
    shipping_name: { type: 'text', max: 300 },
    shipping_address: { type: 'text', max: 300 },
    shipping_zip_code: { type: 'text', max: 10 },
    shipping_city: { type: 'text', max: 100 },
    ...partyFields,
  },
  checks: [referenceCheck('status', 'order_statuses', 'code', 'Stato ordine'), ...portalOrderChecks],
  only: `NOT ${portalRow('code')}`,
  // Portal orders: only the confirmation is written (the checks above refused anything else).
  applyOthers: (q, has) =>
    upsertByKey(q, has, {
      table: 'orders',
      keyColumn: 'code',
      keyField: 'code',
      columns: { status_id: orderStatusColumn, processed: { field: 'processed' } },
      where: `${portalRow('code')} AND EXISTS (SELECT 1 FROM orders t WHERE t.code = s.code)`,
    }),
  columns: {
    issue_date: { field: 'issue_date' },
    status_id: orderStatusColumn,
    processed: { field: 'processed' },
    total_net: { field: 'total_net' },
    total: { field: 'total' },
    notes: { field: 'notes' },
    shipping_name: { field: 'shipping_name' },
    shipping_address: { field: 'shipping_address' },
    shipping_zip_code: { field: 'shipping_zip_code' },
    shipping_city: { field: 'shipping_city' },
  },
});

/** Lines of one kind of document: the file's lines are each named document's whole set. */
function itemsImport(e: {
  entity: string;
  description: string;
  priority: number;
  parentField: string;
  parentTable: string;
  fkColumn: string;
  childTable: string;
  label: string;
  fields: Record<string, FieldSpec>;
  columns: Record<string, string>;
  checks?: string[];
}) {
  return importCommand({
    entity: e.entity,
    description: e.description,
    priority: e.priority,
    key: [],
    fields: { [e.parentField]: { type: 'text', notNull: true, requiredForNew: true }, ...e.fields },
    checks: () => [referenceCheck(e.parentField, e.parentTable, 'code', e.label), ...(e.checks ?? [])],
    apply: (q) =>
      replaceChildren(q, {
        parentId: 'par.id',
        joins: `JOIN ${e.parentTable} par ON par.code = s.${e.parentField}${e.fields.product_external_id ? ' LEFT JOIN products p ON p.external_id = s.product_external_id' : ''}`,
        childTable: e.childTable,
        fkColumn: e.fkColumn,
        columns: e.columns,
      }),
  });
}

const lineFields: Record<string, FieldSpec> = {
  product_external_id: { type: 'text', notNull: true, requiredForNew: true, max: 50 },
  description: { type: 'text', max: 500 },
  quantity: { type: 'decimal', scale: 3, notNull: true, requiredForNew: true, maxAbs: 1e9 },
};

export const importOrderItems = itemsImport({
  entity: 'order-items',
  description: 'Importa le righe degli ordini dal gestionale',
  priority: 91,
  parentField: 'order_code',
  parentTable: 'orders',
  fkColumn: 'order_id',
  childTable: 'order_items',
  label: 'Ordine',
  // The lines of a portal order are the agent's: the ERP does not replace them.
  checks: [
    `SELECT s.line, 'order_code' AS field, 'Le righe di un ordine del portale non si importano: ' || s.order_code || '; ${PORTAL_ONLY_CONFIRMED} con import:orders' AS reason
     FROM s WHERE ${portalRow('order_code')}`,
  ],
  fields: {
    ...lineFields,
    price: { type: 'decimal', scale: 2, notNull: true, requiredForNew: true, maxAbs: 1e10 },
    discount_1: { type: 'decimal', scale: 2, maxAbs: 100 },
    discount_2: { type: 'decimal', scale: 2, maxAbs: 100 },
    total: money,
    vat_rate: { type: 'decimal', scale: 2, maxAbs: 100 },
    notes: { type: 'text', max: 2000 },
  },
  columns: {
    product_id: productId,
    product_external_id: 's.product_external_id',
    description: productDescription,
    notes: 's.notes',
    price: 's.price',
    quantity: 's.quantity',
    discount_1: 'coalesce(s.discount_1, 0)',
    discount_2: 'coalesce(s.discount_2, 0)',
    total: 's.total',
    vat_rate: 'coalesce(s.vat_rate, 22)',
  },
});

export const importInvoices = headerImport({
  entity: 'invoices',
  description: 'Importa le fatture dal gestionale',
  priority: 100,
  table: 'invoices',
  label: 'una fattura',
  required: ['number', 'issue_date', 'total_net', 'total', 'profile_external_id', 'customer_external_id'],
  fields: {
    code: { type: 'text', notNull: true, max: 50 },
    number: { type: 'text', notNull: true, requiredForNew: true, max: 50 },
    issue_date: { type: 'date', notNull: true, requiredForNew: true },
    total_net: money,
    total: money,
    notes: { type: 'text', max: 2000 },
    payment_mode: { type: 'text' },
    ...partyFields,
  },
  checks: [referenceCheck('payment_mode', 'payment_modes', 'external_id', 'Modalità di pagamento')],
  columns: {
    number: { field: 'number' },
    issue_date: { field: 'issue_date' },
    total_net: { field: 'total_net' },
    total: { field: 'total' },
    notes: { field: 'notes' },
    payment_mode_id: { field: 'payment_mode', expr: '(SELECT id FROM payment_modes WHERE external_id = s.payment_mode)' },
  },
});

export const importInvoiceItems = itemsImport({
  entity: 'invoice-items',
  description: 'Importa le righe delle fatture dal gestionale',
  priority: 101,
  parentField: 'invoice_code',
  parentTable: 'invoices',
  fkColumn: 'invoice_id',
  childTable: 'invoice_items',
  label: 'Fattura',
  fields: { ...lineFields, price: { type: 'decimal', scale: 2, notNull: true, requiredForNew: true, maxAbs: 1e10 }, total: money },
  columns: {
    product_id: productId,
    product_external_id: 's.product_external_id',
    description: productDescription,
    quantity: 's.quantity',
    price: 's.price',
    total: 's.total',
  },
});

export const importInvoiceExpirations = itemsImport({
  entity: 'invoice-expirations',
  description: 'Importa le scadenze delle fatture dal gestionale',
  priority: 102,
  parentField: 'invoice_code',
  parentTable: 'invoices',
  fkColumn: 'invoice_id',
  childTable: 'invoice_expirations',
  label: 'Fattura',
  fields: { date: { type: 'date', notNull: true, requiredForNew: true }, amount: money, paid: { type: 'boolean' } },
  columns: { date: 's.date', amount: 's.amount', paid: 'coalesce(s.paid, false)' },
});

export const importShippingDocuments = headerImport({
  entity: 'ddt',
  description: 'Importa i documenti di trasporto (DDT) dal gestionale',
  priority: 110,
  table: 'shipping_documents',
  label: 'un DDT',
  required: ['issue_date', 'profile_external_id', 'customer_external_id'],
  fields: {
    code: { type: 'text', notNull: true, max: 50 },
    issue_date: { type: 'date', notNull: true, requiredForNew: true },
    causal: { type: 'text', max: 200 },
    packages_count: { type: 'integer' },
    appearance: { type: 'text', max: 200 },
    freight: { type: 'text', max: 200 },
    notes: { type: 'text', max: 2000 },
    ...partyFields,
  },
  columns: {
    issue_date: { field: 'issue_date' },
    causal: { field: 'causal' },
    packages_count: { field: 'packages_count' },
    appearance: { field: 'appearance' },
    freight: { field: 'freight' },
    notes: { field: 'notes' },
  },
});

export const importShippingDocumentItems = itemsImport({
  entity: 'ddt-items',
  description: 'Importa le righe dei DDT dal gestionale',
  priority: 111,
  parentField: 'ddt_code',
  parentTable: 'shipping_documents',
  fkColumn: 'shipping_document_id',
  childTable: 'shipping_document_items',
  label: 'DDT',
  fields: { ...lineFields, unit_of_measure: { type: 'text', max: 20 } },
  columns: {
    product_id: productId,
    product_external_id: 's.product_external_id',
    description: productDescription,
    quantity: 's.quantity',
    unit_of_measure: `coalesce(s.unit_of_measure, 'PZ')`,
  },
});
