import { z } from 'zod';
import { defineCall } from './call';
import { ZIsoDate } from './common';

/** Customers the home lists when nothing is searched: those with the latest orders or visits. */
export const RECENT_CUSTOMERS_LIMIT = 8;
/** At most this many customers answer a search across every agent code (the agent narrows it further). */
export const HOME_SEARCH_LIMIT = 20;

/** A customer as the home's compact list shows it: enough to recognise it and reorder its last order. */
export const ZHomeCustomer = z.object({
  id: z.number().int(),
  external_id: z.string(),
  company_name: z.string(),
  /** The main address's city, with its province: 'Cuneo (CN)'; null without an address. */
  city: z.string().nullable(),
  inactive: z.boolean(),
  /** The agent code to act under: that of the last order, else the first of the caller's codes the customer has. */
  profile_external_id: z.string(),
  /** The latest order under the caller's codes (admins: anyone's); 'Riordina' repeats it. */
  last_order: z.object({ id: z.number().int(), code: z.string(), issue_date: ZIsoDate, total: z.number() }).nullable(),
  last_visit_date: ZIsoDate.nullable(),
});
export type THomeCustomer = z.infer<typeof ZHomeCustomer>;

export const ZHomeCustomersQuery = z.object({
  search: z.string().trim().max(200, 'La ricerca può contenere al massimo 200 caratteri').optional().default(''),
});
export const ZHomeCustomersResponse = z.object({
  customers: z.array(ZHomeCustomer),
  /** A search matched more customers than the answer carries. */
  more: z.boolean(),
});
export type THomeCustomersResponse = z.infer<typeof ZHomeCustomersResponse>;

export const homeCustomersCall = defineCall({
  method: 'GET',
  path: 'user/homeCustomers',
  summary: 'Clienti recenti, o cercati in tutti i codici agente',
  description: `Senza ricerca: i ${RECENT_CUSTOMERS_LIMIT} clienti con l'ordine o la visita più recente sotto i codici agente del chiamante (l'amministratore: di tutti). Con ricerca (codice, ragione sociale o partita IVA): fino a ${HOME_SEARCH_LIMIT} clienti di uno qualsiasi dei suoi codici, senza sceglierne uno prima. Ciascuno con l'ultimo ordine, da riordinare con orders/reorder. Mai clienti di un altro agente.`,
  access: 'user',
  tag: 'customers',
  query: ZHomeCustomersQuery,
  response: ZHomeCustomersResponse,
});

export const homeCustomersCalls = [homeCustomersCall];
