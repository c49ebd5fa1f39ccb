import type { TProfile } from '@portale/contract/profiles';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { findProfileByExternalId, findProfilesOfUser, searchProfiles, type ProfileRow } from './profiles.repository';

/** How many profiles an admin search answers: enough for a picker, small enough to render at once. */
const ADMIN_SEARCH_LIMIT = 50;

/** The caller's own agent profiles (admins too: their own, usually none). */
export function ownProfiles(db: Db, actor: Actor): Promise<TProfile[]> {
  return findProfilesOfUser(db, actor.userId);
}

export function adminSearchProfiles(db: Db, search: string): Promise<TProfile[]> {
  return searchProfiles(db, search, ADMIN_SEARCH_LIMIT);
}

/**
 * The profile with this agent code if the caller may reach it. Another agent's profile answers the
 * same 404 as a missing one, so agent codes cannot be probed.
 */
export async function reachableProfile(db: Db, actor: Actor, externalId: string): Promise<ProfileRow> {
  const profile = await findProfileByExternalId(db, externalId);
  if (!profile || (!actor.isAdmin && !actor.profileIds.includes(profile.id))) {
    throw AppError.notFound('Codice agente non trovato');
  }
  return profile;
}
