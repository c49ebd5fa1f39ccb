import type { TVisit } from '@portale/contract/visits';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { findCustomerById } from '../customers/customers.repository';
import { reachableProfile } from '../profiles/profiles.service';
import { insertVisitOnce } from './visits.repository';

export interface SaveVisitInput {
  customerId: number;
  profileExternalId: string;
  dateVisit: string;
  notes: string;
  /** Idempotency-Key header: the same key again answers the visit already recorded. */
  idempotencyKey?: string;
}

/**
 * Records a visit by the caller: the profile must be theirs (admins: any) and the customer one of
 * that profile's. The author is always the session's user, whatever the body says. With a key, once per (user, key).
 */
export async function saveVisit(db: Db, actor: Actor, input: SaveVisitInput): Promise<TVisit> {
  const profile = await reachableProfile(db, actor, input.profileExternalId);
  // Scoped to this one profile: a customer of another of the caller's profiles is refused too.
  const customer = await findCustomerById(db, input.customerId, [profile.id], actor.userId);
  if (!customer) throw AppError.notFound('Cliente non trovato');
  const visit = await insertVisitOnce(db, {
    dateVisit: input.dateVisit,
    notes: input.notes,
    userId: actor.userId,
    profileId: profile.id,
    customerId: customer.id,
    idempotencyKey: input.idempotencyKey ?? null,
  });
  // A key answers only the recording it was made for: reused for another customer or code, it is refused.
  if (visit.customerId !== customer.id || visit.profileId !== profile.id) {
    throw AppError.conflict("La chiave Idempotency-Key è già stata usata per un'altra visita");
  }
  return {
    id: visit.id,
    date_visit: visit.dateVisit,
    notes: visit.notes,
    user_id: visit.userId,
    profile_external_id: profile.external_id,
    customer: { customer_id: customer.id, customer_external_id: customer.externalId, company_name: customer.companyName },
  };
}
