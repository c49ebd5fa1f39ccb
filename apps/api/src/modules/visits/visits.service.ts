import { saveVisitCall, type TVisit } from '@portale/contract/visits';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { findCustomerById } from '../customers/customers.repository';
import { reachableProfile } from '../profiles/profiles.service';
import { insertVisit } from './visits.repository';
import { earlierOutcome, keyReused, recordOutcome, type KeyedRequest } from '../idempotency/idempotency.service';

export const VISIT_SAVED = 'Visita salvata correttamente';

export interface SaveVisitInput {
  customerId: number;
  profileExternalId: string;
  dateVisit: string;
  notes: string;
  /** Idempotency-Key header: the same key again answers the visit already recorded. */
  idempotencyKey?: string;
  /** The validated body, for the key's fingerprint. */
  body: unknown;
}

/**
 * Records a visit by the caller: the profile must be theirs (admins: any) and the customer one of
 * that profile's. The author is always the session's user, whatever the body says. With a key, once per (user, key):
 * the same request again answers the visit recorded then; the key with another request is a 409.
 */
export async function saveVisit(db: Db, actor: Actor, input: SaveVisitInput): Promise<TVisit> {
  const keyed: KeyedRequest | null =
    input.idempotencyKey === undefined
      ? null
      : { userId: actor.userId, key: input.idempotencyKey, call: saveVisitCall.path, params: { id: input.customerId }, body: input.body };
  return db.transaction(async (tx) => {
    if (keyed) {
      const earlier = await earlierOutcome(tx, keyed);
      if (earlier) {
        if (earlier.kind !== 'visit' || !earlier.answer) throw keyReused();
        return (earlier.answer as { visit: TVisit }).visit;
      }
    }
    const profile = await reachableProfile(tx, actor, input.profileExternalId);
    // Scoped to this one profile: a customer of another of the caller's profiles is refused too.
    const customer = await findCustomerById(tx, input.customerId, [profile.id], actor.userId);
    if (!customer) throw AppError.notFound('Cliente non trovato');
    const row = await insertVisit(tx, {
      dateVisit: input.dateVisit,
      notes: input.notes,
      userId: actor.userId,
      profileId: profile.id,
      customerId: customer.id,
      idempotencyKey: input.idempotencyKey ?? null,
    });
    const visit: TVisit = {
      id: row.id,
      date_visit: row.dateVisit,
      notes: row.notes,
      user_id: row.userId,
      profile_external_id: profile.external_id,
      customer: { customer_id: customer.id, customer_external_id: customer.externalId, company_name: customer.companyName },
    };
    // The answer a replay gives is the route's whole answer (the shape the migration gave keys recorded before).
    if (keyed) await recordOutcome(tx, keyed, { kind: 'visit', targetId: row.id, answer: { success: true, message: VISIT_SAVED, visit } });
    return visit;
  });
}
