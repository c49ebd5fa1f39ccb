import type { Db } from '../db/client';
import { reachableProfileIds, type Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { findProfileIdByExternalId } from './list-scope.repository';
import type { TableVersions } from './kept-reads';
import { findMatchingCustomers, type CustomerTotalsList } from './matching-customers';
import type { ListFilter } from './text-match';

/**
 * The profiles a list call covers: the named one (404 when it is not the caller's), or without a
 * name all the caller's own profiles; null = every profile (admin without a profile).
 */
export async function listScope(db: Db, actor: Actor, profileExternalId: string | undefined): Promise<number[] | null> {
  if (!profileExternalId) return reachableProfileIds(actor);
  const id = await findProfileIdByExternalId(db, profileExternalId);
  if (id === undefined || (!actor.isAdmin && !actor.profileIds.includes(id))) {
    throw AppError.notFound('Codice agente non trovato');
  }
  return [id];
}

/** Filters every list shares; a start after the end is refused rather than answering nothing. */
export function checkDateRange(dateStart: string | undefined, dateEnd: string | undefined): void {
  if (dateStart && dateEnd && dateStart > dateEnd) {
    throw AppError.badRequest('La data iniziale non può essere successiva alla data finale');
  }
}

/** What a list call receives (contract ZListRequest plus the optional profile of the path). */
export interface ListInput {
  profile?: string;
  search: string;
  date_start?: string;
  date_end?: string;
  page: number;
  /** Orders only: one status (the customers' totals then no longer answer the count). */
  status_id?: number;
}

/**
 * The filter every document list starts from: dates checked, profiles resolved to the caller's scope, and with free
 * text the matching customers (lists/text-match.ts) with, over every code, date and status, their totals in `list`.
 * `versions`: the request's, when it keeps other reads too (lists/kept-reads.ts).
 */
export async function listFilter(db: Db, actor: Actor, input: ListInput, list: CustomerTotalsList, versions?: TableVersions): Promise<ListFilter> {
  checkDateRange(input.date_start, input.date_end);
  const profileIds = await listScope(db, actor, input.profile);
  const everyCodeDateAndStatus = profileIds === null && !input.date_start && !input.date_end && input.status_id === undefined;
  const matched = input.search ? await findMatchingCustomers(db, input.search, everyCodeDateAndStatus ? list : null, versions) : null;
  return {
    profileIds,
    dateStart: input.date_start,
    dateEnd: input.date_end,
    search: input.search,
    customerIds: matched?.ids ?? null,
    customerTotals: matched?.totals ?? null,
  };
}
