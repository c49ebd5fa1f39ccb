import { ZApprovalReasons } from './approvals';
import { z } from 'zod';
import { ZCurrentContext } from './auth';
import { authorIdHeader } from './author';
import { defineCall } from './call';
import { fromDigits, MAX_INT4, ZId, ZIdParams, ZIsoDate, ZPage, ZPaged, ZSuccessResponse } from './common';
import { MAX_QUANTITY, maxQuantityMessage, QUANTITY_DECIMALS } from './quantity';

/** Cascading line discounts: 0 ('nessuno') or 1..4 ('1+1' … '4+4'); allowed values come from the server config. */
// JSON numbers only: null, strings and booleans are refused, not read as 0 or as a number (issue 54).
export const ZDiscount = z.number({ error: 'Sconto non valido' }).int('Sconto non valido').min(0, 'Sconto non valido').max(100, 'Sconto non valido');

const ZQuantity = z
  .number({ error: 'Quantità non valida' })
  // The smallest quantity the precision can write (0,001): a positive amount below it (5e-324) rounds to none.
  .min(10 ** -QUANTITY_DECIMALS, 'La quantità minima è 1 (o maggiore di zero per i prodotti venduti a misura)')
  .max(MAX_QUANTITY, maxQuantityMessage())
  // Declared (multipleOf) as well as checked: the API document tells clients the precision.
  .multipleOf(10 ** -QUANTITY_DECIMALS, `La quantità ammette al massimo ${QUANTITY_DECIMALS} decimali`);

/** A cart line as the client sends it: only product, quantity, discounts and notes are trusted. */
export const ZCartItemInput = z.object({
  product_id: ZId,
  /** Whole units need an integer ≥ 1; fractional units (see quantity.ts) any amount > 0 — checked per product by the server. */
  quantity: ZQuantity,
  discount_1: ZDiscount.default(0),
  discount_2: ZDiscount.default(0),
  notes: z.string().max(1000).nullish(),
});

/** A cart line as the server answers it, every amount recomputed from the price list. */
export const ZCartItem = z.object({
  product_id: z.number().int(),
  product_code: z.string(),
  description: z.string(),
  notes: z.string().nullable(),
  price: z.number(),
  quantity: z.number(),
  discount_1: z.number(),
  discount_2: z.number(),
  row_total: z.number(),
  weight: z.number(),
  vat_rate: z.number(),
  disable_discounts: z.boolean(),
});

export const ZShippingItem = z.object({
  id: z.number().int(),
  external_id: z.string(),
  description: z.string(),
  price: z.number(),
  quantity: z.number(),
});
export const ZPromotionItem = z.object({ id: z.number().int(), external_id: z.string(), description: z.string() });

export const ZShippingAddress = z.object({
  name: z.string().nullish(),
  address: z.string(),
  zip_code: z.string().nullish(),
  city: z.string().nullish(),
  district: z.string().nullish(),
});

export const ZCartType = z.enum(['quotes', 'temporary_orders']);

/**
 * The promotion of a cart sent to save, email or order it (DESIGN.md convention 13, issue 53 point 8), said outright:
 * 'derive' = the promotion that matches the cart (what the server would offer: a cart that never reached the
 * additions step, e.g. built without network); 'none' = the agent removed it; 'chosen' = the offered line the agent
 * kept (that rule while it still matches the cart, else the matching one).
 */
// A plain union (its members told apart by `kind`): discriminatedUnion would add 1.5 kB of zod to every page's bundle.
export const ZPromotionChoice = z.union([
  z.object({ kind: z.literal('derive') }),
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('chosen'), id: ZId }),
]);
export type TPromotionChoice = z.infer<typeof ZPromotionChoice>;

/** The cart sent whole by the client to save / getAdditions / sendEmail / createOrder. */
export const ZCartInput = z.object({
  id: ZId.nullish(),
  name: z.string().trim().max(200).nullish(),
  type: ZCartType.optional(),
  profile_external_id: z.string().min(1, 'Nessun codice agente attivo'),
  customer_id: z.number().int().positive({ error: 'Nessun cliente attivo' }).max(MAX_INT4, 'Nessun cliente attivo'),
  items: z.array(ZCartItemInput).max(1000),
  notes: z.string().max(5000).nullish(),
  /** Chosen shipping lines (rule ids); an empty list means shipping was removed by the agent. */
  shipping_items: z.array(z.object({ id: ZId })).nullish(),
  /**
   * The spec's form of the promotion, read only when promotion_choice is absent: absent = derive, null = 'no
   * promotion', a line = chosen. New clients send promotion_choice.
   */
  promotion_item: z.object({ id: ZId }).nullish(),
  /** The promotion said outright; when present, promotion_item is ignored. */
  promotion_choice: ZPromotionChoice.optional(),
  /** Id of one of the customer's addresses, when not a new one. */
  shipping_address_id: ZId.nullish(),
  shipping_address_is_new: z.boolean().default(false),
  shipping_address_new: z.string().max(1000).nullish(),
  /** The payment mode agreed with the customer (its discount applies); null or absent = the customer's own. */
  payment_mode_id: ZId.nullish(),
  /**
   * With `id`: the quote's version and revision the client read (cart/get, cart/save). A save naming an older one
   * is refused with 409 STALE_VERSION, so two saves of the same version never overwrite each other. An order from an
   * open quote must name one (or come from the current cart that recorded the quote's revision): else 409 too.
   */
  version: z.number().int().min(1).max(MAX_INT4).nullish(),
  revision: z.number().int().min(1).max(MAX_INT4).nullish(),
  /**
   * 'Valido fino al' (AAAA-MM-GG, from today — or from `written_on` for a quote saved without network); absent = kept,
   * or today + the configured days for a new version.
   */
  valid_until: ZIsoDate.nullish(),
});
export type TCartInput = z.input<typeof ZCartInput>;

export const ZCart = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  type: ZCartType.nullable(),
  profile_external_id: z.string(),
  customer_id: z.number().int(),
  customer_external_id: z.string(),
  price_list_id: z.number().int().nullable(),
  items: z.array(ZCartItem),
  notes: z.string().nullable(),
  /** The payment mode chosen for this cart (null = the customer's own) and the one that applies, by description. */
  payment_mode_id: z.number().int().nullable(),
  payment_mode: z.string().nullable(),
  count: z.number().int(),
  /** Goods total (sum of row totals), euro. */
  total: z.number(),
  total_final: z.number(),
  total_weight: z.number(),
  discount_percentage: z.number(),
  discount_amount: z.number(),
  shipping_items: z.array(ZShippingItem),
  promotion_item: ZPromotionItem.nullable(),
  shipping_address: ZShippingAddress.nullable(),
  shipping_address_id: z.number().int().nullable(),
  shipping_address_is_new: z.boolean(),
  shipping_address_new: z.string().nullable(),
  issue_date: z.string().nullable(),
  /** The quote's current version (shown 'v3'); earlier ones are read-only (cart/versions). */
  version: z.number().int(),
  /** Grows with every save: send it back with the next save (409 STALE_VERSION when someone saved meanwhile). */
  revision: z.number().int(),
  /** 'Valido fino al' (AAAA-MM-GG), null for temporary orders. */
  valid_until: z.string().nullable(),
  /** When this version was emailed or downloaded as PDF: the next save then makes a new version. */
  shared_at: z.string().nullable(),
});
export type TCart = z.infer<typeof ZCart>;

/** A line (or the total, product_id null) the server prices differently from what the agent saw; euro. */
export const ZOrderDifference = z.object({
  product_id: z.number().int().nullable(),
  description: z.string(),
  seen: z.number().nullable(),
  now: z.number().nullable(),
});
export type TOrderDifference = z.infer<typeof ZOrderDifference>;

/**
 * What the agent saw of an order or quote built without network (issue 18): each line's list price and the total
 * shown (euro). The server sends the order only if it prices it the same; otherwise it keeps it as a temporary order
 * with the differences, for the agent to confirm or edit. Such an order never empties the current cart (the device did).
 */
export const ZSeenOrder = z.object({
  items: z.array(z.object({ product_id: ZId, price: z.number().nullable() })).max(1000),
  total_final: z.number(),
});

/**
 * Saving: a quote needs its name (a temporary order is parked without one). `seen`: the prices the agent saw when
 * the quote was saved without network (issue 18); the quote is saved at today's prices and the answer says which
 * differ.
 */
export const ZSaveCartRequest = z.object({
  cart: ZCartInput.superRefine((cart, ctx) => {
    if ((cart.type ?? 'quotes') === 'quotes' && !cart.name?.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Inserire il nome del preventivo' });
  }),
  seen: ZSeenOrder.nullish(),
  /**
   * Saved without network: the business date (the server's calendar, as the device learnt it from the sync's
   * `server_date`) on which the agent wrote the quote. A 'Valido fino al' that was valid that day is accepted even if it
   * has passed when the quote arrives, provided that day is neither in the future nor more than 30 days ago.
   */
  written_on: ZIsoDate.nullish(),
});
export const ZSaveCartResponse = z.object({
  cart: ZCart,
  /** With `seen`: the lines (and the total) priced differently from what the agent saw; empty when none. */
  differences: z.array(ZOrderDifference).optional(),
});

export const ZGetCartResponse = z.object({ cart: ZCart });

export const ZGetAdditionsRequest = z.object({
  customer_external_id: z.string().nullish(),
  price_list_id: z.number().int().nullish(),
  /** Sent by the original client; ignored: the server recomputes both from the items. */
  total: z.number().nullish(),
  total_weight: z.number().nullish(),
  items: z.array(ZCartItemInput).max(1000),
  customer_id: ZId.nullish(),
  profile_external_id: z.string().nullish(),
});
export const ZGetAdditionsResponse = z.object({
  cart_additions: z.object({ shipping: z.array(ZShippingItem), promotion: z.array(ZPromotionItem) }),
  free_shipping_message: z.string(),
});

export const ZSendEmailRequest = z.object({ cart: ZCartInput, customer_email: z.email({ error: 'Indirizzo email non valido' }) });

export const ZArchiveQuery = z.object({ page: ZPage, type: ZCartType.default('quotes') });
export const ZArchiveEntry = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  created_at: z.string(),
  profile_external_id: z.string(),
  customer_external_id: z.string(),
  /** Goods total (sum of row totals), euro, as the spec names it. */
  total: z.number(),
  /** What the quote costs: goods − payment-mode discount + shipping (the total the cart, PDF and order show). */
  total_final: z.number(),
  issue_date: z.string().nullable(),
  /** The order an issued quote became (PRODUCT.md): its code, or null. */
  order_code: z.string().nullable(),
  /** The current version ('v3') and its validity ('Valido fino al', AAAA-MM-GG; null for temporary orders). */
  version: z.number().int(),
  valid_until: z.string().nullable(),
  profile: z.object({ external_id: z.string(), company_name: z.string() }),
  customer: z.object({ id: z.number().int(), external_id: z.string(), company_name: z.string() }),
});
export const ZArchiveResponse = z.object({ carts: ZPaged(ZArchiveEntry) });


export const ZCreateOrderResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  order_id: z.number().int().optional(),
  order_code: z.string().optional(),
  /** An order built without network that the server prices differently: kept as a temporary order instead. */
  held: z.object({ cart_id: z.number().int(), differences: z.array(ZOrderDifference) }).optional(),
  /** Issue 56: the order is stored 'Da approvare' (beyond the sender's discount authority, or the customer overdue), and why. */
  approval: ZApprovalReasons.optional(),
});

/** `POST cart/createOrder`: the body is the cart itself; the `Idempotency-Key` header identifies the submission. */
export const ZCreateOrderRequest = ZCartInput.extend({ seen: ZSeenOrder.nullish() });

// --- The current cart: one per user on the server, versioned (PRODUCT.md "Cart, quotes and the archive"). ---

/** What a device sends of the current cart: the agent's choices only; the server prices them. */
export const ZCurrentCartContent = z.object({
  /** The archive entry this cart was restored from or saved as (its identity), or null. */
  id: ZId.nullish(),
  /** That entry's revision when it was restored or saved: the next cart/save names it. */
  quote_revision: z.number().int().min(1).max(MAX_INT4).nullish(),
  name: z.string().trim().max(200).nullish(),
  type: ZCartType.nullish(),
  /** The profile and customer the device believes the cart is for; required once the cart has products. */
  profile_external_id: z.string().min(1).nullish(),
  customer_id: ZId.nullish(),
  items: z.array(ZCartItemInput).max(1000),
  notes: z.string().max(5000).nullish(),
  /** The chosen shipping lines as last offered (null = not chosen yet, [] = removed by the agent). */
  shipping_items: z.array(ZShippingItem).nullish(),
  /** The chosen promotion (null = 'no promotion' or none offered). */
  promotion_item: ZPromotionItem.nullish(),
  shipping_address_id: ZId.nullish(),
  shipping_address_is_new: z.boolean().default(false),
  shipping_address_new: z.string().max(1000).nullish(),
  /** The payment mode agreed with the customer; null = the customer's own. */
  payment_mode_id: ZId.nullish(),
});
export type TCurrentCartContent = z.input<typeof ZCurrentCartContent>;

/** A current-cart line as the server answers it: the device's choices plus the product as the catalogue has it now. */
export const ZCurrentCartLine = z.object({
  product_id: z.number().int(),
  quantity: z.number(),
  discount_1: z.number().int(),
  discount_2: z.number().int(),
  notes: z.string().nullable(),
  product_code: z.string(),
  description: z.string(),
  /** Net unit price in the customer's price list (display only: every save/order recomputes); null = not priced. */
  price: z.number().nullable(),
  weight: z.number(),
  disable_discounts: z.boolean(),
  unit_of_measure: z.string(),
  /**
   * The product's quantity rules in the cart's price list (contract quantity-rules.ts) and its pack; null: none, or
   * not known yet (a line added without network: the server's answer fills them). Optional so that carts stored on
   * devices before the rules existed still read back.
   */
  min_quantity: z.number().nullish(),
  quantity_multiple: z.number().nullish(),
  pack_description: z.string().nullish(),
});
export type TCurrentCartLine = z.infer<typeof ZCurrentCartLine>;

/**
 * The server's computation of the current cart, answered with every read and edit: the figures the PDF, the
 * email and the order will carry. Shipping is the matching rule unless the agent removed it.
 */
export const ZCurrentCartTotals = z.object({
  /** Each line's total after its cascading discounts, in the cart's order. */
  rows: z.array(z.object({ product_id: z.number().int(), row_total: z.number() })),
  /** Goods total (sum of the rows), euro. */
  total: z.number(),
  payment_mode: z.string().nullable(),
  discount_percentage: z.number(),
  discount_amount: z.number(),
  shipping_items: z.array(ZShippingItem),
  promotion_item: ZPromotionItem.nullable(),
  total_weight: z.number(),
  /** Goods − payment-mode discount + shipping, IVA esclusa. */
  total_final: z.number(),
  /** 'Mancano … per la spedizione gratuita', or '' (shipping free, removed, or out of reach). */
  free_shipping_message: z.string(),
  /** 'Mancano 120,00 € al minimo d'ordine' when the goods are below the price list's minimum, else ''. */
  // Defaulted: carts stored on devices before the minimums existed still read back.
  order_minimum_message: z.string().default(''),
  /** Issue 56 §4: 'Scaduto da 75 giorni: 350,50 €' when an order of this customer would wait for approval, else ''. */
  overdue_hold_message: z.string().default(''),
});
export type TCurrentCartTotals = z.infer<typeof ZCurrentCartTotals>;

export const ZCurrentCart = z.object({
  /** Grows by one with every change; an update must name the version it was based on. */
  version: z.number().int().min(0),
  updated_at: z.string(),
  id: z.number().int().nullable(),
  quote_revision: z.number().int().nullable(),
  name: z.string().nullable(),
  type: ZCartType.nullable(),
  profile_external_id: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_external_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  price_list_id: z.number().int().nullable(),
  items: z.array(ZCurrentCartLine),
  notes: z.string().nullable(),
  shipping_items: z.array(ZShippingItem).nullable(),
  promotion_item: ZPromotionItem.nullable(),
  shipping_address_id: z.number().int().nullable(),
  shipping_address_is_new: z.boolean(),
  shipping_address_new: z.string().nullable(),
  payment_mode_id: z.number().int().nullable(),
  /** The server's figures for this cart; null when it is empty or cannot be priced (see totals_problem). */
  totals: ZCurrentCartTotals.nullable(),
  /** Why the cart cannot be priced (e.g. a product with no price in the customer's list), or null. */
  totals_problem: z.string().nullable(),
  /** True when the cart is an archived quote or temporary order (id) with the same content: its PDF and email need no new save. */
  saved_unchanged: z.boolean(),
});
export type TCurrentCart = z.infer<typeof ZCurrentCart>;

export const ZCurrentCartResponse = z.object({ cart: ZCurrentCart });
export const ZUpdateCurrentCartRequest = z.object({ version: z.number().int().min(0), cart: ZCurrentCartContent });
export const ZRestoreCartRequest = z.object({ id: ZId, version: z.number().int().min(0).max(MAX_INT4) });
/** A line whose unit price differs today from the restored quote's. */
export const ZPriceChange = z.object({ product_code: z.string(), description: z.string(), old_price: z.number(), new_price: z.number().nullable() });
export const ZQuantityProblem = z.object({
  product_id: z.number().int(),
  product_code: z.string(),
  description: z.string(),
  quantity: z.number(),
  /** The nearest quantity the rule allows. */
  suggestion: z.number(),
  /** 'Minimo 24 pezzi, a multipli di 6: 24?' */
  message: z.string(),
});
export const ZRestoreCartResponse = z.object({
  cart: ZCurrentCart,
  current: ZCurrentContext,
  /** The quote's 'Valido fino al' had passed: the cart carries today's prices. */
  expired: z.boolean(),
  valid_until: z.string().nullable(),
  /** Lines priced differently today than in the quote (new_price null: no price any more). */
  price_changes: z.array(ZPriceChange),
  /**
   * Lines whose quantity breaks today's quantity rules (issue 56: a minimum or pack changed since the quote), each
   * with the nearest valid quantity; the cart is restored as it was and cannot be sent until they are fixed.
   */
  quantity_problems: z.array(ZQuantityProblem),
});

/** Header with the current cart's version an order was sent from: the server then empties exactly that cart. */
export const CART_VERSION_HEADER = 'cart-version';

const tag = 'cart';

export const getArchiveCall = defineCall({ method: 'GET', path: 'cart/archive', summary: 'Preventivi od ordini temporanei salvati', access: 'user', tag, query: ZArchiveQuery, response: ZArchiveResponse });
export const getArchivedCartCall = defineCall({ method: 'GET', path: 'cart/get/:id', summary: 'Un preventivo o un ordine temporaneo salvato', access: 'user', tag, params: ZIdParams, response: ZGetCartResponse });
export const deleteArchivedCartCall = defineCall({ method: 'DELETE', path: 'cart/delete/:id', summary: 'Elimina un preventivo o un ordine temporaneo', errors: ['CONFLICT'], access: 'user', tag, params: ZIdParams, response: ZSuccessResponse });
export const saveCartCall = defineCall({
  method: 'POST',
  path: 'cart/save',
  summary: 'Salva il carrello come preventivo o ordine temporaneo',
  description:
    "Con id: aggiorna il preventivo; se la sua versione corrente è già stata inviata per email o scaricata in PDF ne crea una nuova (v2, v3…). 409 STALE_VERSION se version o revision non sono più quelle correnti; un preventivo già diventato ordine non cambia (si salva come nuovo). Con l'intestazione facoltativa Idempotency-Key lo stesso salvataggio ripetuto (es. dopo una risposta persa) risponde la voce già scritta invece di crearne un'altra.",
  errors: ['CONFLICT', 'STALE_VERSION', 'IDEMPOTENCY_KEY_REUSED', 'AUTHOR_MISMATCH', 'NOT_FOUND'],
  access: 'user',
  tag,
  headers: [
    {
      name: 'Idempotency-Key',
      required: false,
      description:
        "Identifica il salvataggio (fino a 200 caratteri, es. un UUID): ripeterlo con la stessa chiave risponde il salvataggio di allora (anche se il preventivo è stato modificato dopo), senza un secondo preventivo né una nuova revisione. La stessa chiave con un'altra richiesta: 422 IDEMPOTENCY_KEY_REUSED.",
    },
    authorIdHeader,
  ],
  body: ZSaveCartRequest,
  response: ZSaveCartResponse,
});
export const getAdditionsCall = defineCall({ method: 'POST', path: 'cart/getAdditions', summary: 'Spese di spedizione e aggiunte calcolate per un carrello', errors: ['NOT_FOUND'], access: 'user', tag, body: ZGetAdditionsRequest, response: ZGetAdditionsResponse });
export const sendCartEmailCall = defineCall({
  method: 'POST',
  path: 'cart/sendEmail',
  summary: 'Invia per email il PDF di un preventivo',
  description:
    "Invia il preventivo salvato indicato da cart.id così come è salvato (il suo PDF): le righe del corpo sono controllate ma non usate, quindi le modifiche vanno salvate prima con cart/save. Senza id: 400 'Salvare il preventivo prima di inviarlo per email'. Se il server di posta rifiuta l'invio la risposta è 200 con success false e il preventivo non risulta inviato. Con uno sconto oltre il limite dell'autore (approvals) l'email e il PDF dicono 'Sconto in attesa di approvazione' e non riportano i netti di quelle righe né il totale; il messaggio della risposta lo ripete.",
  errors: ['NOT_FOUND'],
  access: 'user',
  tag,
  body: ZSendEmailRequest,
  response: ZSuccessResponse,
});
export const createOrderCall = defineCall({
  method: 'POST',
  path: 'cart/createOrder',
  summary: 'Invia il carrello come ordine',
  errors: ['CONFLICT', 'NOT_FOUND', 'STALE_VERSION', 'IDEMPOTENCY_KEY_REUSED', 'AUTHOR_MISMATCH'],
  access: 'user',
  tag,
  description:
    "Invia il carrello come ordine, una sola volta per utente e Idempotency-Key: la stessa chiave ripetuta risponde l'esito di allora (l'ordine creato, o l'ordine temporaneo in cui è stato trattenuto), qualunque cosa sia successa dopo; con un'altra richiesta 422 IDEMPOTENCY_KEY_REUSED. Da un preventivo aperto (id) la richiesta indica la version o la revision letta (o l'ordine parte dal carrello corrente in cui il preventivo è stato ripreso, che ne registra la revisione): se non è più quella corrente, o se non si sa quale sia stata letta, 409 STALE_VERSION e nulla è scritto. La Cart-Version facoltativa è la versione del carrello corrente che l'ordine svuota.",
  headers: [
    { name: 'Idempotency-Key', required: true, description: "Identifica l'invio (fino a 200 caratteri, es. un UUID): ripetere la richiesta con la stessa chiave non crea un secondo ordine." },
    { name: 'Cart-Version', required: false, integer: true, description: "Versione del carrello corrente da cui parte l'ordine (da cart/current): l'ordine lo svuota solo se è ancora quella." },
    authorIdHeader,
  ],
  body: ZCreateOrderRequest,
  response: ZCreateOrderResponse,
});
export const createCartPdfCall = defineCall({
  method: 'GET',
  path: 'cart/createPdf/:id',
  summary: 'PDF di un preventivo',
  description: "Il PDF del preventivo salvato. Leggerlo non cambia nulla: la versione diventa condivisa con cart/share (o con cart/sendEmail). Una riga con uno sconto oltre il limite dell'autore del preventivo è stampata senza il suo netto, i totali come 'da approvare', e ogni pagina dice 'Sconto in attesa di approvazione'.",
  produces: ['application/pdf'],
  access: 'user',
  tag,
  params: ZIdParams,
  response: 'binary',
});
/** 'Scarica PDF': the agent hands the current version to the customer (issue 53, point 18: never the GET itself). */
export const ZShareQuoteRequest = z.object({
  /** The revision the agent downloads (cart/get, cart/save): a save after it is left unshared. Absent = the current one. */
  revision: z.number().int().min(1).max(MAX_INT4).optional(),
});
export const shareQuoteCall = defineCall({
  method: 'POST',
  path: 'cart/share/:id',
  summary: 'Segna come condivisa la versione corrente di un preventivo',
  description: "Azione esplicita di 'Scarica PDF': la versione corrente è consegnata al cliente, quindi il prossimo salvataggio ne crea una nuova (v2, v3…).",
  access: 'user',
  tag,
  params: ZIdParams,
  body: ZShareQuoteRequest,
  response: ZSuccessResponse,
});
export const getCurrentCartCall = defineCall({
  method: 'GET',
  path: 'cart/current',
  summary: "Carrello corrente dell'utente",
  access: 'user',
  tag,
  description: "Un solo carrello corrente per utente, condiviso da tutti i suoi dispositivi.",
  response: ZCurrentCartResponse,
});
export const updateCurrentCartCall = defineCall({
  method: 'POST',
  path: 'cart/current/update',
  summary: 'Sostituisce il carrello corrente',
  errors: ['STALE_VERSION', 'CART_BOUND_ELSEWHERE'],
  access: 'user',
  tag,
  description: 'Sostituisce il carrello corrente: 409 STALE_VERSION se parte da una versione superata, CART_BOUND_ELSEWHERE se è di un altro cliente.',
  body: ZUpdateCurrentCartRequest,
  response: ZCurrentCartResponse,
});
export const restoreCartCall = defineCall({
  method: 'POST',
  path: 'cart/current/restore',
  summary: 'Ripristina un carrello salvato come carrello corrente',
  errors: ['NOT_FOUND', 'CONFLICT', 'STALE_VERSION', 'CART_BOUND_ELSEWHERE'],
  access: 'user',
  tag,
  description: 'Ripristina (o duplica, se già inviato) un carrello salvato come carrello corrente e ne attiva codice agente e cliente.',
  body: ZRestoreCartRequest,
  response: ZRestoreCartResponse,
});

export const ZCartPaymentModesResponse = z.object({
  payment_modes: z.array(z.object({ id: z.number().int(), description: z.string(), discount: z.number() })),
});
export const getCartPaymentModesCall = defineCall({
  method: 'GET',
  path: 'cart/paymentModes',
  summary: 'Modalità di pagamento che si possono scegliere nel carrello',
  description: "Le modalità di pagamento con il loro sconto: quella scelta nel carrello (payment_mode_id) sostituisce quella del cliente e ne applica lo sconto.",
  access: 'user',
  tag,
  response: ZCartPaymentModesResponse,
});

/** One version of a quote, as the 'Versioni' view lists it. */
export const ZQuoteVersion = z.object({
  version: z.number().int(),
  saved_at: z.string(),
  saved_by: z.string().nullable(),
  shared_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  total_final: z.number(),
  count: z.number().int(),
  current: z.boolean(),
});
export const ZQuoteVersionsResponse = z.object({ id: z.number().int(), name: z.string().nullable(), versions: z.array(ZQuoteVersion) });

const ZVersionLine = z.object({ quantity: z.number(), price: z.number(), discount_1: z.number(), discount_2: z.number(), row_total: z.number() });
export const ZVersionDiffQuery = z.object({
  from: fromDigits(z.number({ error: 'Versione non valida' }).int('Versione non valida').min(1, 'Versione non valida').max(MAX_INT4, 'Versione non valida')),
  to: fromDigits(z.number({ error: 'Versione non valida' }).int('Versione non valida').min(1, 'Versione non valida').max(MAX_INT4, 'Versione non valida')),
});
/** What changed from one version to another: lines added, removed or changed, and the totals. */
export const ZVersionDiffResponse = z.object({
  from: z.number().int(),
  to: z.number().int(),
  lines: z.array(
    z.object({
      product_code: z.string(),
      description: z.string(),
      change: z.enum(['added', 'removed', 'changed']),
      /** Which of quantity, price, discount_1, discount_2, notes changed (for 'changed'). */
      fields: z.array(z.enum(['quantity', 'price', 'discount_1', 'discount_2', 'notes'])),
      before: ZVersionLine.nullable(),
      after: ZVersionLine.nullable(),
    }),
  ),
  /** Other changes, in Italian ('Modalità di pagamento: … → …', 'Spedizione: … → …', 'Note modificate'). */
  other_changes: z.array(z.string()),
  total_final_from: z.number(),
  total_final_to: z.number(),
  /** total_final_to − total_final_from, euro. */
  difference: z.number(),
});

export const getQuoteVersionsCall = defineCall({
  method: 'GET',
  path: 'cart/versions/:id',
  summary: 'Versioni di un preventivo',
  description: "Le versioni di un preventivo, dalla più recente: quella corrente e le precedenti (di sola lettura).",
  access: 'user',
  tag,
  params: ZIdParams,
  response: ZQuoteVersionsResponse,
});
export const getQuoteVersionDiffCall = defineCall({
  method: 'GET',
  path: 'cart/versionDiff/:id',
  summary: 'Differenze tra due versioni di un preventivo',
  description: 'Righe aggiunte, tolte o cambiate (quantità, prezzo, sconti, note), altre modifiche e differenza del totale tra le versioni from e to.',
  access: 'user',
  tag,
  params: ZIdParams,
  query: ZVersionDiffQuery,
  response: ZVersionDiffResponse,
});

export const cartCalls = [
  getQuoteVersionsCall,
  getQuoteVersionDiffCall,
  getCartPaymentModesCall,
  getArchiveCall,
  getArchivedCartCall,
  deleteArchivedCartCall,
  saveCartCall,
  getAdditionsCall,
  sendCartEmailCall,
  createOrderCall,
  createCartPdfCall,
  shareQuoteCall,
  getCurrentCartCall,
  updateCurrentCartCall,
  restoreCartCall,
] as const;
