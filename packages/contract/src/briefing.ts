import { z } from 'zod';
import { defineCall } from './call';
import { ZIdParams } from './common';
import { ZCustomer } from './customers';
import { ZReorderLine } from './orders';

/** An unpaid instalment of one of the customer's invoices; `days_late` > 0 once its date has passed. */
export const ZBriefingInstalment = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  invoice_issue_date: z.string().describe('aaaa-mm-gg'),
  due_date: z.string().describe('aaaa-mm-gg'),
  /** Euro, exact to the cent. */
  amount: z.number(),
  days_late: z.number().int(),
});

export const ZBriefingReceivables = z.object({
  /** Every unpaid instalment, due or not (euro). */
  open_total: z.number(),
  overdue_total: z.number(),
  overdue_count: z.number().int(),
  /** Days past the oldest unpaid due date; 0 when nothing is overdue. */
  oldest_days_late: z.number().int(),
  /** The unpaid instalments, oldest due date first (at most 50). */
  instalments: z.array(ZBriefingInstalment),
});

export const ZBriefingTurnover = z.object({
  year: z.number().int(),
  /** Net invoices from 1 January to today, and over the same days of last year (euro). */
  this_year_to_date: z.number(),
  last_year_same_period: z.number(),
  /** Net invoices of the last five calendar years, this one included, oldest first (years without invoices: 0). */
  years: z.array(z.object({ year: z.number().int(), invoices_total: z.number() })),
});

export const ZBriefingOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  issue_date: z.string(),
  total_net: z.number(),
  status: z.string().nullable(),
});

export const ZBriefingQuote = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  updated_at: z.string(),
  total_final: z.number(),
  items_count: z.number().int(),
  /** The quote's current version ('v2' after a negotiation round) and its validity (AAAA-MM-GG or null). */
  version: z.number().int(),
  valid_until: z.string().nullable(),
});

export const ZBriefingVisit = z.object({ id: z.number().int(), date_visit: z.string(), notes: z.string() });

/**
 * A product the customer orders habitually (in at least 2 of the last 12 months) and has not ordered in the
 * last `not_reordered_days` days. `line` is what 'Aggiungi al carrello' puts in the cart (the last quantity at
 * today's price); null when it cannot be ordered now, and `unavailable_reason` says why.
 */
export const ZUsualProduct = z.object({
  product_id: z.number().int(),
  product_code: z.string(),
  description: z.string(),
  unit_of_measure: z.string(),
  months_ordered: z.number().int(),
  last_quantity: z.number(),
  last_date: z.string(),
  line: ZReorderLine.nullable(),
  unavailable_reason: z.string().nullable(),
});

export type TUsualProduct = z.infer<typeof ZUsualProduct>;

export const ZCustomerBriefingResponse = z.object({
  customer: ZCustomer,
  /** The agent codes of this customer the caller can act for ('Aggiungi al carrello' activates the customer under one). */
  profile_external_ids: z.array(z.string()),
  today: z.string(),
  receivables: ZBriefingReceivables,
  /**
   * Issue 56 §4: with the overdue hold on, the warning an order of this customer would be held with ('Scaduto da 75
   * giorni: 350,50 €'), from these receivables; null when the setting is off or the customer is not overdue enough.
   */
  overdue_hold: z.string().nullable(),
  turnover: ZBriefingTurnover,
  last_orders: z.array(ZBriefingOrder),
  open_quotes: z.array(ZBriefingQuote),
  last_visits: z.array(ZBriefingVisit),
  not_reordered_days: z.number().int(),
  usual_products: z.array(ZUsualProduct),
});
export type TCustomerBriefing = z.infer<typeof ZCustomerBriefingResponse>;

export const customerBriefingCall = defineCall({
  method: 'GET',
  path: 'customer/briefing/:id',
  summary: 'Scheda visita di un cliente',
  description:
    "Quello che serve prima di una visita, in una chiamata: scadenze aperte e scadute dalle fatture, fatturato dell'anno contro lo stesso periodo dell'anno scorso e degli ultimi cinque anni, ultimi cinque ordini, preventivi aperti, ultime cinque visite e i prodotti abituali non riordinati. Visibile come `customer/get`: il cliente di un altro agente è 404. Documenti e visite sono quelli dei codici agente del chiamante.",
  access: 'user',
  tag: 'customers',
  params: ZIdParams,
  response: ZCustomerBriefingResponse,
});

export const briefingCalls = [customerBriefingCall];
