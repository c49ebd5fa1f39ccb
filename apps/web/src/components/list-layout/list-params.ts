import type { OrdersFilter } from '../../lib/offline/local-orders';
/** The agent-code choice meaning "all my codes" (agents) or "all agents" (admins); no path segment on the API. */
export const ALL_PROFILES = '*';

/** Everything a document list shows, as kept in the URL (spec §2: filters, page, profile and open detail). */
export interface ListParams {
  /** null: no agent code chosen yet; ALL_PROFILES: all of them; otherwise an agent code. */
  profile: string | null;
  search: string;
  /** Order status id as text ('' = any); only the orders list uses it. */
  status: string;
  /** Date bounds as YYYY-MM-DD ('' = none). */
  from: string;
  to: string;
  page: number;
  /** The open document's id, or null when the list is shown. */
  id: number | null;
}

export const EMPTY_LIST_PARAMS: ListParams = { profile: null, search: '', status: '', from: '', to: '', page: 1, id: null };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function isoDate(value: string | null): string {
  if (!value || !ISO_DATE.test(value)) return '';
  // Reject impossible calendar dates (2026-02-31) so a hand-edited link never reaches the API as a 400.
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : '';
}

/** Reads the list state from a URL; anything malformed (a shared link edited by hand) falls back to its default. */
export function parseListParams(search: URLSearchParams): ListParams {
  const profile = search.get('profile');
  return {
    profile: profile === null || profile.trim() === '' ? null : profile.trim(),
    search: (search.get('search') ?? '').trim(),
    status: positiveInt(search.get('status_id'))?.toString() ?? '',
    from: isoDate(search.get('from')),
    to: isoDate(search.get('to')),
    page: positiveInt(search.get('page')) ?? 1,
    id: positiveInt(search.get('id')),
  };
}

/** Writes the list state back; defaults stay out of the URL so links are short and shareable. */
export function serializeListParams(params: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.profile !== null) out.set('profile', params.profile);
  if (params.search) out.set('search', params.search);
  if (params.status) out.set('status_id', params.status);
  if (params.from) out.set('from', params.from);
  if (params.to) out.set('to', params.to);
  if (params.page > 1) out.set('page', String(params.page));
  if (params.id !== null) out.set('id', String(params.id));
  return out;
}

/** The filters a user edits in the form; applying them starts again from page 1 and closes any detail. */
export type ListFilters = Pick<ListParams, 'search' | 'status' | 'from' | 'to'>;

export function applyFilters(params: ListParams, filters: ListFilters): ListParams {
  return { ...params, search: filters.search.trim(), status: filters.status, from: filters.from, to: filters.to, page: 1, id: null };
}

/** Choosing an agent code closes an open detail (spec §2) and starts again from page 1; the filters stay. */
export function selectProfile(params: ListParams, profile: string): ListParams {
  return { ...params, profile, page: 1, id: null };
}

/**
 * The state on entry (a URL with no list parameters): the current profile preselected and the search box
 * prefilled with the current customer's external code (spec §2).
 */
export function entryParams(current: { profile: { external_id: string } | null; customer: { external_id: string } | null }): ListParams {
  return { ...EMPTY_LIST_PARAMS, profile: current.profile?.external_id ?? null, search: current.customer?.external_id ?? '' };
}

/** The optional `{profile}` path parameter of the list calls: absent for "all". */
export function profileParams(profile: string): { profile?: string } {
  return profile === ALL_PROFILES ? {} : { profile };
}

/** The request body the list calls take (contract ZListRequest, plus status_id for orders). */
export function listRequestBody(params: ListParams, withStatus = false) {
  return {
    search: params.search,
    date_start: params.from || undefined,
    date_end: params.to || undefined,
    page: params.page,
    ...(withStatus && params.status ? { status_id: Number(params.status) } : {}),
  };
}

/**
 * The same list state as the device's copy filters it (lib/offline/local-orders.ts): '' for all the agent's codes,
 * as the call without a {profile} segment.
 */
export function deviceListFilter(params: ListParams & { profile: string }, withStatus = false): OrdersFilter {
  return {
    profile: params.profile === ALL_PROFILES ? '' : params.profile,
    search: params.search,
    dateStart: params.from || undefined,
    dateEnd: params.to || undefined,
    statusId: withStatus && params.status ? Number(params.status) : undefined,
    page: params.page,
  };
}

/** True when the URL carries no list state at all: the user just arrived (menu link, first visit). */
export function isEntry(search: URLSearchParams): boolean {
  return ['profile', 'search', 'status_id', 'from', 'to', 'page', 'id'].every((key) => !search.has(key));
}

/** A date typed the Italian way (15/03/2026, 15-3-2026, 15.03.2026) or as YYYY-MM-DD → YYYY-MM-DD, else null. */
export function parseItalianDate(text: string): string | null {
  const value = text.trim();
  const iso = isoDate(value);
  if (iso) return iso;
  const match = value.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  if (!match) return null;
  return isoDate(`${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`) || null;
}
