import type { CommandDefinition } from './command';
import { cartsPurgeTemporary } from './commands/carts-purge-temporary';
import { importCustomerAddresses, importCustomerContacts, importCustomerYearData } from './commands/import-customer-details';
import { importCustomers } from './commands/import-customers';
import { importDocumentPdfs } from './commands/import-document-pdfs';
import {
  importInvoiceExpirations,
  importInvoiceItems,
  importInvoices,
  importOrderItems,
  importOrders,
  importShippingDocumentItems,
  importShippingDocuments,
} from './commands/import-documents';
import { importPaymentModes } from './commands/import-payment-modes';
import { importPriceLists } from './commands/import-price-lists';
import { importPrices } from './commands/import-prices';
import { importProductCategories } from './commands/import-product-categories';
import { importProductGroups } from './commands/import-product-groups';
import { importProducts } from './commands/import-products';
import { importProfiles } from './commands/import-profiles';
import { ordersExport } from './commands/orders-export';
import { syncPrune } from './commands/sync-prune';
import { turnoverRecompute } from './commands/turnover-recompute';
import { warrantyGenerate } from './commands/warranty-generate';

/** Every command an admin may queue (listed by ascending priority). A new command: one file + one line here. */
export const commandRegistry: CommandDefinition[] = [
  ordersExport,
  importPaymentModes,
  importPriceLists,
  importProductGroups,
  importProductCategories,
  importProducts,
  importPrices,
  importProfiles,
  importCustomers,
  importCustomerAddresses,
  importCustomerContacts,
  importCustomerYearData,
  importOrders,
  importOrderItems,
  importInvoices,
  importInvoiceItems,
  importInvoiceExpirations,
  importShippingDocuments,
  importShippingDocumentItems,
  importDocumentPdfs,
  turnoverRecompute,
  cartsPurgeTemporary,
  syncPrune,
  warrantyGenerate,
];
