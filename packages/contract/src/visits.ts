import { todayInRome } from './business-date';
import { z } from 'zod';
import { authorIdHeader } from './author';
import { defineCall } from './call';
import { ZIdParams, ZIsoDate, ZPaged } from './common';
import { ZListRequest, ZProfileParams } from './lists';

export const ZVisit = z.object({
  id: z.number().int(),
  date_visit: z.string(),
  notes: z.string(),
  user_id: z.number().int().nullable(),
  profile_external_id: z.string(),
  customer: z.object({
    customer_id: z.number().int(),
    customer_external_id: z.string(),
    company_name: z.string(),
  }),
});
export type TVisit = z.infer<typeof ZVisit>;

export const ZSaveVisitRequest = z.object({
  // A visit is recorded after it happened: a date after today (in Italy) is refused.
  date_visit: ZIsoDate.refine((date) => date <= todayInRome(), 'La data della visita non può essere futura'),
  notes: z.string().trim().min(5, 'Le note devono contenere più di 4 caratteri').max(5000, 'Le note possono contenere al massimo 5000 caratteri'),
  user_id: z.number().int().optional(),
  profile_external_id: z.string().min(1, 'Codice agente obbligatorio'),
  customer_id: z.number().int().optional(),
  customer_external_id: z.string().optional(),
});
export const ZSaveVisitResponse = z.object({ success: z.boolean(), message: z.string().optional(), visit: ZVisit });

export const ZVisitIndexResponse = z.object({ visits: ZPaged(ZVisit) });

// --- Calls (spec §8 "Visit", §7 "Lists") ---
const tag = 'visits';

/** Records a visit to a customer (`:id` is the customer). */
export const saveVisitCall = defineCall({
  method: 'POST',
  path: 'visit/saveVisit/:id',
  summary: 'Registra una visita a un cliente',
  errors: ['IDEMPOTENCY_KEY_REUSED', 'AUTHOR_MISMATCH'],
  description:
    "Registra una visita. Con l'intestazione facoltativa Idempotency-Key la visita è registrata una sola volta per utente e chiave: ripetere la richiesta (es. dopo una risposta persa) risponde la visita già registrata; la stessa chiave con un'altra richiesta: 422 IDEMPOTENCY_KEY_REUSED.",
  access: 'user',
  tag,
  headers: [
    { name: 'Idempotency-Key', required: false, description: "Identifica la registrazione (fino a 200 caratteri, es. un UUID): ripetere la richiesta con la stessa chiave non crea una seconda visita." },
    authorIdHeader,
  ],
  params: ZIdParams,
  body: ZSaveVisitRequest,
  response: ZSaveVisitResponse,
});
/** Without `{profile}`: all the caller's profiles (admins: all). */
export const visitIndexCall = defineCall({
  method: 'POST',
  path: 'visit/index/:profile?',
  summary: 'Visite di un codice agente, o di tutti i propri',
  access: 'user',
  tag,
  params: ZProfileParams,
  body: ZListRequest,
  response: ZVisitIndexResponse,
});

export const visitsCalls = [saveVisitCall, visitIndexCall];
