import { z } from 'zod';
import { authorIdHeader } from './author';
import { defineCall } from './call';
import { MAX_INT4, ZIdParams, ZPage, ZPaged } from './common';

export const ZCustomerAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  zip_code: z.string(),
  city: z.string(),
  district: z.string(),
  main: z.boolean(),
});

export const ZContactType = z.enum(['phone', 'fax', 'website', 'email']);
export const ZCustomerContact = z.object({
  id: z.number().int(),
  type: ZContactType,
  value: z.string(),
  label: z.string().nullable(),
  main: z.boolean(),
});

export const ZYearData = z.object({
  year: z.number().int(),
  /** Euro, exact to the cent. */
  invoices_total: z.number(),
  invoices_count: z.number().int(),
});

/**
 * The caller's private note on a customer: its text and version (changes with every save, never reused; 0 = no note).
 * A device sends the version it based an edit on (base_version): a newer note on the server is a 409 NOTE_CONFLICT.
 */
export const ZUserNote = z.object({ content: z.string(), version: z.number().int() });
export type TUserNote = z.infer<typeof ZUserNote>;

/** Customer as spec §3 lists it. `password` is the customer's access password, base64-encoded. */
export const ZCustomer = z.object({
  id: z.number().int(),
  key: z.string(),
  external_id: z.string(),
  company_name: z.string(),
  sector: z.string().nullable(),
  vat_code: z.string().nullable(),
  addresses: z.array(ZCustomerAddress),
  contacts: z.array(ZCustomerContact),
  /** The customer's own payment mode; `discount` is the percentage it takes off the goods (the cart applies it). */
  payment_mode: z.object({ id: z.number().int(), description: z.string(), discount: z.number() }).nullable(),
  price_list: z.object({ code: z.string() }).nullable(),
  price_list_id: z.number().int().nullable(),
  group: z.object({ name: z.string() }).nullable(),
  year_data: z.array(ZYearData),
  user_note: ZUserNote.nullable(),
  password: z.string().nullable(),
  inactive: z.boolean(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

export const ZGetProfileCustomersParams = z.object({ profile: z.string().min(1).max(50).describe("Codice agente (external_id del profilo, es. '0011')") });
/** Customers per page of an agent code's list (the server's and the offline copy's). */
export const CUSTOMERS_PAGE_SIZE = 20;
export const ZGetProfileCustomersRequest = z.object({
  search: z.string().trim().max(200).optional().default(''),
  page: ZPage,
});
export const ZGetProfileCustomersResponse = z.object({ customers: ZPaged(ZCustomer) });

/** `customer/get/{id}`: the customer, or a message when it is not available. */
export const ZGetCustomerResponse = z.object({
  customer: ZCustomer.nullable(),
  message: z.string().optional(),
});

export const ZSaveProfileNoteRequest = z.object({
  note: z.string().max(5000, 'La nota può contenere al massimo 5000 caratteri').default(''),
  /** Sent by the original client; the server always uses the session's user. */
  user_id: z.number().int().optional(),
  /**
   * The note's version the edit is based on (0 = there was no note). When given and no longer the stored one, the
   * save is refused with 409 NOTE_CONFLICT and the answer carries current_note; absent = saved whatever is stored.
   */
  base_version: z.number().int().min(0).max(MAX_INT4).optional(),
});
export const ZSaveProfileNoteResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  /** The note as saved; null when the saved text was empty (the note is deleted). */
  user_note: ZUserNote.nullable(),
});

// --- Calls (spec §5 "Customers home", §8 "Customer details") ---
const tag = 'customers';

export const getProfileCustomersCall = defineCall({
  method: 'POST',
  path: 'user/getProfileCustomers/:profile',
  summary: 'Clienti di un codice agente, a pagine',
  access: 'user',
  tag,
  params: ZGetProfileCustomersParams,
  body: ZGetProfileCustomersRequest,
  response: ZGetProfileCustomersResponse,
});
export const getCustomerCall = defineCall({ method: 'GET', path: 'customer/get/:id', summary: 'Scheda di un cliente', access: 'user', tag, params: ZIdParams, response: ZGetCustomerResponse });
/** The caller's private note on a customer (`:id` is the customer); `user_id` in the body is ignored. */
export const saveProfileNoteCall = defineCall({
  method: 'POST',
  path: 'user/saveProfileNote/:id',
  summary: "Salva la nota dell'agente su un cliente",
  description:
    "Salva la nota privata dell'utente sul cliente (testo vuoto: la cancella). Con base_version diversa dalla versione salvata: 409 NOTE_CONFLICT con current_note (testo e versione attuali), nulla è scritto. Con l'intestazione facoltativa Idempotency-Key la stessa richiesta ripetuta risponde il salvataggio di allora.",
  errors: ['NOTE_CONFLICT', 'IDEMPOTENCY_KEY_REUSED', 'AUTHOR_MISMATCH'],
  access: 'user',
  tag,
  headers: [
    { name: 'Idempotency-Key', required: false, description: 'Identifica il salvataggio (fino a 200 caratteri, es. un UUID): ripeterlo con la stessa chiave risponde il salvataggio di allora.' },
    authorIdHeader,
  ],
  params: ZIdParams,
  body: ZSaveProfileNoteRequest,
  response: ZSaveProfileNoteResponse,
});

export const customersCalls = [getProfileCustomersCall, getCustomerCall, saveProfileNoteCall];
