/**
 * Fixed ERP master data for the demo: payment modes and price lists, with codes and descriptions as
 * an Italian ERP writes them. Fixed lists, not random, so demo logins and tests can name them.
 */

export interface DemoPaymentMode {
  external_id: string;
  description: string;
}

// Codes and order are the ERP's and stay fixed: the admin's discounts (RD, BBANT, CONTR) and every demo
// customer's draw refer to them. Descriptions as an Italian ERP prints them on the invoice.
export const PAYMENT_MODES: readonly DemoPaymentMode[] = [
  { external_id: 'RD', description: 'Rimessa diretta' },
  { external_id: 'CONTR', description: 'Contrassegno' },
  { external_id: 'BBANT', description: 'Bonifico anticipato' },
  { external_id: 'BB30', description: 'Bonifico 30 gg d.f.' },
  { external_id: 'BB60', description: 'Bonifico 60 gg d.f.f.m.' },
  { external_id: 'RB30', description: 'Ri.Ba. 30 gg d.f.f.m.' },
  { external_id: 'RB60', description: 'Ri.Ba. 60 gg d.f.f.m.' },
  { external_id: 'RB90', description: 'Ri.Ba. 90 gg d.f.f.m.' },
  { external_id: 'RB3060', description: 'Ri.Ba. 30-60 gg d.f.f.m.' },
  { external_id: 'RB306090', description: 'Ri.Ba. 30-60-90 gg d.f.f.m.' },
  { external_id: 'SDD30', description: 'RID/SDD 30 gg d.f.' },
];

export interface DemoPriceList {
  code: string;
  description: string;
}

export const PRICE_LISTS: readonly DemoPriceList[] = [
  { code: 'LIS01', description: 'Listino base' },
  { code: 'LIS02', description: 'Listino rivenditori' },
  { code: 'LIS03', description: 'Listino grossisti' },
  { code: 'LIS04', description: 'Listino marmisti' },
  { code: 'LIS05', description: 'Listino onoranze funebri' },
  { code: 'LIS06', description: 'Listino fioristi' },
];
