import { z } from 'zod';
import { defineCall } from './call';
import { ZIsoDate } from './common';
import { ZProduct } from './catalog';
import { ZArchiveEntry, ZQuoteVersion } from './cart';
import { ZCustomer } from './customers';
import { ZOrder, ZOrderItem } from './orders';
import { ZVersionSnapshot } from './quote-diff';

/*
 * "Changes since" for the tablet's offline copy (issue 18, docs/OFFLINE-SYNC.md). Each call answers up to
 * SYNC_CHUNK rows changed after the cursor, the ids that left the caller's view (tombstones, nothing else) and the
 * cursor to send next. No cursor: the whole view, in chunks, then its changes. `reset`: the view starts over (the
 * caller's agent codes or price lists changed, or the cursor is older than the server's change log keeps): the device
 * downloads the new copy aside and replaces its own with it once complete, keeping the old one usable meanwhile.
 * Every answer carries the server's business date (`server_date`).
 */
export const SYNC_CHUNK = 20_000;
/**
 * A chunk ends once its rows reach about this many bytes on the wire, compressed (issue 53): on 'Fast 3G' each call
 * costs a 562 ms round trip, so chunks of 1,000 rows (~25 kB compressed) spent more time waiting than receiving; a
 * chunk of ~256 kB compressed takes ~1.5 s there and ~21 s at 100 kbit/s, so a cut link loses little.
 */
export const SYNC_CHUNK_WIRE_BYTES = 256 * 1024;
/**
 * …and at most this many bytes of JSON, whatever they compress to: what the device holds and parses at once.
 */
export const SYNC_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * The server's business date (Europe/Rome) when it answered: the device ages its copy (the orders' window) and dates
 * what it records by it, never by its own clock, which may be wrong.
 */
const ZServerDate = ZIsoDate.describe('La data del server (Europa/Roma) al momento della risposta');

export const ZSyncQuery = z.object({
  cursor: z.string().max(500, 'Cursore di sincronizzazione non valido').optional().describe('Il cursore della risposta precedente; assente alla prima sincronizzazione'),
});

function syncResponse<R extends z.ZodType, D extends z.ZodType>(row: R, deleted: D) {
  return z.object({
    rows: z.array(row),
    deleted: z.array(deleted),
    cursor: z.string(),
    /** More changes are ready: call again at once with `cursor`. */
    more: z.boolean(),
    reset: z.boolean(),
    server_date: ZServerDate,
  });
}

/**
 * The customer as `customer/get` answers it, without the access password (never stored on a device), with the
 * caller's agent codes it is linked to (the customers list is per agent code, offline too).
 */
export const ZSyncCustomer = ZCustomer.extend({ agent_codes: z.array(z.string()) });
export type TSyncCustomer = z.infer<typeof ZSyncCustomer>;
export const ZSyncCustomersResponse = syncResponse(ZSyncCustomer, z.number().int());
/** Catalogue products (enabled, category enabled); prices come from `sync/prices`, sheets need the network. */
export const ZSyncProduct = ZProduct.omit({ current_price: true, sheet_url: true });
export const ZSyncProductsResponse = syncResponse(ZSyncProduct, z.number().int());

/**
 * A product's prices in the agent's lists, one row per product: price list id → net price in euro (a list that has
 * no price for it is absent). One small object per product keeps the device's writes cheap (100,000 rows).
 */
export const ZSyncProductPrices = z.object({
  product_id: z.number().int(),
  prices: z.record(z.string().regex(/^\d+$/), z.number()),
  /**
   * Issue 56: the lists that override the product's quantity rules, price list id → their fields (null: the
   * product's own). Absent when no list overrides, and in copies downloaded before it existed.
   */
  rules: z.record(z.string().regex(/^\d+$/), z.object({ min_quantity: z.number().nullable(), quantity_multiple: z.number().nullable() })).optional(),
});
/** Tombstone: the product id, when none of the agent's lists prices it any more. */
export const ZSyncPricesResponse = syncResponse(ZSyncProductPrices, z.number().int());

/** How far back the device keeps an agent's orders (issue 18: the last 24 months). */
export const SYNC_ORDER_MONTHS = 24;

/**
 * An order as the orders list shows it, with its lines; a line's product without today's price (the device prices it
 * from its own copy of the prices).
 */
export const ZSyncOrder = ZOrder.extend({
  /** The status filter of the orders list works offline too. */
  status_id: z.number().int().nullable(),
  items: z.array(ZOrderItem.extend({ product: z.object({ id: z.number().int(), external_id: z.string(), description: z.string() }).nullable() })),
});
export type TSyncOrder = z.infer<typeof ZSyncOrder>;
/** Tombstone: the order id, when it left the caller's agent codes or was deleted (older orders the device drops itself). */
export const ZSyncOrdersResponse = syncResponse(ZSyncOrder, z.number().int());
export type TSyncOrdersResponse = z.infer<typeof ZSyncOrdersResponse>;

/**
 * An open quote as the archive lists it, with what 'Ripristina' puts back in the cart (its current version): the lines
 * at the prices saved (euro; the device reprices them from its copy and says which changed), the notes, the address
 * and payment mode chosen, and the revision a later save or order names.
 */
export const ZSyncQuote = ZArchiveEntry.extend({
  revision: z.number().int(),
  /** When its current version was last saved (ISO; the briefing lists the open quotes by it). */
  updated_at: z.string(),
  notes: z.string().nullable(),
  payment_mode_id: z.number().int().nullable(),
  shipping_address_id: z.number().int().nullable(),
  shipping_address_is_new: z.boolean(),
  shipping_address_new: z.string().nullable(),
  /** Its versions, newest first, as the 'Versioni' view lists them, each with what it compares (quote-diff.ts). */
  versions: z.array(ZQuoteVersion.extend({ snapshot: ZVersionSnapshot })),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      product_code: z.string(),
      description: z.string(),
      quantity: z.number(),
      price: z.number(),
      discount_1: z.number().int(),
      discount_2: z.number().int(),
      notes: z.string().nullable(),
    }),
  ),
});
export type TSyncQuote = z.infer<typeof ZSyncQuote>;
/** The caller's open quotes (saved, never became an order), as the archive lists them: a few hundred at most, whole. */
export const ZSyncQuotesResponse = z.object({ quotes: z.array(ZSyncQuote) });
export type TSyncQuotesResponse = z.infer<typeof ZSyncQuotesResponse>;

/**
 * A cart-addition rule (shipping, promotion) in the integer units the shared calculator takes (cart-calculator.ts):
 * cents and grams, bounds null when open, the line price already resolved for the price list.
 */
export const ZSyncCartRule = z.object({
  id: z.number().int(),
  type: z.string(),
  external_id: z.string(),
  description: z.string(),
  priority: z.number().int(),
  weight_min_grams: z.number().int().nullable(),
  weight_max_grams: z.number().int().nullable(),
  amount_min_cents: z.number().int().nullable(),
  amount_max_cents: z.number().int().nullable(),
  is_free_shipping: z.boolean(),
  price_cents: z.number().int(),
});
export type TSyncCartRule = z.infer<typeof ZSyncCartRule>;

/**
 * What the device needs to compute a cart's totals as the server does: the enabled addition rules of each price list
 * of the agent's customers (by list id), and the payment modes an agent may choose, with their discount (percent).
 * Small, so it comes whole at every sync (no cursor).
 */
export const ZSyncCartRulesResponse = z.object({
  rules: z.record(z.string().regex(/^\d+$/), z.array(ZSyncCartRule)),
  payment_modes: z.array(z.object({ id: z.number().int(), description: z.string(), discount: z.number() })),
  /** Price list id → the list's minimum goods amount of an order, in cents (lists without one are absent). */
  order_minimums: z.record(z.string().regex(/^\d+$/), z.number().int()),
});
export type TSyncCartRulesResponse = z.infer<typeof ZSyncCartRulesResponse>;

export type TSyncCustomersResponse = z.infer<typeof ZSyncCustomersResponse>;
export type TSyncProductsResponse = z.infer<typeof ZSyncProductsResponse>;
export type TSyncPricesResponse = z.infer<typeof ZSyncPricesResponse>;

const tag = 'sync';
const description =
  'Sincronizzazione per l’uso senza rete: righe cambiate dopo il cursore (a blocchi di circa 256 kB compressi, al massimo 4 MB di JSON e 20.000 righe), id usciti dalla vista (solo id) e cursore successivo.';

export const syncCustomersCall = defineCall({ method: 'GET', path: 'sync/customers', summary: 'Clienti dell’agente cambiati dopo il cursore', description, access: 'agent', tag, query: ZSyncQuery, response: ZSyncCustomersResponse });
export const syncProductsCall = defineCall({ method: 'GET', path: 'sync/products', summary: 'Prodotti del catalogo cambiati dopo il cursore', description, access: 'agent', tag, query: ZSyncQuery, response: ZSyncProductsResponse });
export const syncPricesCall = defineCall({ method: 'GET', path: 'sync/prices', summary: 'Prezzi dei listini dei clienti dell’agente cambiati dopo il cursore', description, access: 'agent', tag, query: ZSyncQuery, response: ZSyncPricesResponse });

export const syncOrdersCall = defineCall({
  method: 'GET',
  path: 'sync/orders',
  summary: 'Ordini degli ultimi 24 mesi dei codici dell’agente, con le righe, cambiati dopo il cursore',
  description,
  access: 'agent',
  tag,
  query: ZSyncQuery,
  response: ZSyncOrdersResponse,
});

export const syncQuotesCall = defineCall({
  method: 'GET',
  path: 'sync/quotes',
  summary: 'Preventivi aperti del chiamante (mai diventati ordine), con le righe, per l’archivio e il ripristino senza rete',
  description: 'Tutti i preventivi salvati dal chiamante che non sono diventati un ordine, come li elenca `cart/archive`, più recenti per primi, con quanto «Ripristina» rimette nel carrello (righe ai prezzi salvati, note, indirizzo, modalità di pagamento, revisione). Risponde tutto a ogni chiamata (poche centinaia al più).',
  access: 'agent',
  tag,
  response: ZSyncQuotesResponse,
});

export const syncCartRulesCall = defineCall({
  method: 'GET',
  path: 'sync/cart-rules',
  summary: 'Regole del carrello e modalità di pagamento per calcolare i totali senza rete',
  description: 'Per ogni listino dei clienti dell’agente le regole di spedizione e promozione attive (importi in centesimi, pesi in grammi, prezzo della riga già risolto per il listino), e le modalità di pagamento con il loro sconto. Risponde tutto a ogni chiamata (poche righe).',
  access: 'agent',
  tag,
  response: ZSyncCartRulesResponse,
});

export const syncCalls = [syncCustomersCall, syncProductsCall, syncPricesCall, syncOrdersCall, syncQuotesCall, syncCartRulesCall];
