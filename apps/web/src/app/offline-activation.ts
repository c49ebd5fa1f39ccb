import type { TCurrentContext, TSessionUser } from '@portale/contract/auth';
import { isRefusal } from '../lib/api-error';
import { deviceDb } from '../lib/offline/device-db';
import { pendingActivation, setPendingActivation } from '../lib/offline/pending-activation';
import type { ActivateInput } from '../lib/session';

export const OFFLINE_ACTIVATION_NEEDS_EMPTY_CART =
  'Senza rete si può attivare un altro cliente solo con il carrello vuoto: invia l’ordine, salva il preventivo o svuota il carrello';
export const OFFLINE_ACTIVATION_NOTICE = 'Senza rete: il cliente è attivo su questo dispositivo, il server lo saprà al ritorno della rete';

/**
 * 'Attiva' without network (issue 18), from the device's copy: the same checks as the server (the customer is one of
 * the agent code's and active), and the cart must be empty (the server would park a full one as a temporary order; the
 * device cannot). The new context is kept as pending until the server is told (`replayPendingActivation`).
 */
export async function activateOnDevice(user: TSessionUser, input: ActivateInput, cartIsEmpty: boolean): Promise<TCurrentContext> {
  if (!cartIsEmpty) throw new Error(OFFLINE_ACTIVATION_NEEDS_EMPTY_CART);
  const profile = user.profiles.find((p) => p.external_id === input.profile_external_id);
  if (!profile) throw new Error('Codice agente non trovato');
  let customer: TCurrentContext['customer'] = null;
  if (input.customer_id) {
    const found = await (await deviceDb(user.id)).customers.get(input.customer_id);
    if (!found || !found.agent_codes.includes(profile.external_id)) throw new Error('Cliente non presente nei dati del dispositivo');
    if (found.inactive) throw new Error('Il cliente non è attivo e non può essere attivato');
    customer = { id: found.id, external_id: found.external_id, company_name: found.company_name, price_list_id: found.price_list_id };
  }
  const current = { profile, customer };
  setPendingActivation(user.id, { input: { profile_external_id: profile.external_id, customer_id: input.customer_id ?? null }, current });
  return current;
}

/** What replaying answers: the server's context, or why it refused (the server's context then stands). */
export type ReplayOutcome = { done: true } | { refused: string; name: string };

/**
 * Tells the server an activation made without network, through `send` (the cart's replay around the call). A refusal
 * (the customer was deactivated or reassigned meanwhile) drops it; no answer leaves it pending for the next exchange.
 */
export async function replayPendingActivation(userId: number, send: (input: ActivateInput) => Promise<unknown>): Promise<ReplayOutcome | null> {
  const pending = pendingActivation(userId);
  if (!pending) return null;
  try {
    await send(pending.input);
    return { done: true };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    setPendingActivation(userId, null);
    return { refused: error.message, name: pending.current.customer?.company_name ?? pending.input.profile_external_id };
  }
}
