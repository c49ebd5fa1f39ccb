import { callPath } from '@portale/contract/call';
import { getProfileOrdersCall } from '@portale/contract/orders';
import { describe, expect, it } from 'vitest';
import {
  ALL_PROFILES,
  EMPTY_LIST_PARAMS,
  applyFilters,
  deviceListFilter,
  entryParams,
  isEntry,
  listRequestBody,
  parseItalianDate,
  parseListParams,
  profileParams,
  selectProfile,
  serializeListParams,
} from './list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('reads every field of a shared link', () => {
    expect(parse('profile=0012&search=Rossi&status_id=3&from=2026-01-01&to=2026-03-31&page=4&id=123')).toEqual({
      profile: '0012',
      search: 'Rossi',
      status: '3',
      from: '2026-01-01',
      to: '2026-03-31',
      page: 4,
      id: 123,
    });
  });

  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(EMPTY_LIST_PARAMS);
  });

  it('drops hand-edited garbage instead of sending it to the API', () => {
    expect(parse('profile=%20&page=-2&id=abc&status_id=0&from=2026-02-31&to=31/12/2026')).toEqual(EMPTY_LIST_PARAMS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=99999999999999999999').page).toBe(1);
  });

  it('keeps leap days and the "all" choice', () => {
    expect(parse('from=2028-02-29').from).toBe('2028-02-29');
    expect(parse('profile=*').profile).toBe(ALL_PROFILES);
  });
});

describe('serializeListParams', () => {
  it('round-trips through the URL', () => {
    const params = { profile: '0012', search: 'C001', status: '2', from: '2026-01-01', to: '2026-02-01', page: 3, id: 9 };
    expect(parseListParams(serializeListParams(params))).toEqual(params);
  });

  it('leaves the defaults out so links stay short', () => {
    expect(serializeListParams({ ...EMPTY_LIST_PARAMS, profile: ALL_PROFILES }).toString()).toBe('profile=*');
    expect(serializeListParams(EMPTY_LIST_PARAMS).toString()).toBe('');
  });
});

describe('list actions', () => {
  const open = { profile: '0012', search: 'x', status: '1', from: '2026-01-01', to: '', page: 5, id: 42 };

  it('choosing an agent code closes the detail and goes back to page 1, keeping the filters', () => {
    expect(selectProfile(open, '0099')).toEqual({ ...open, profile: '0099', page: 1, id: null });
  });

  it('applying filters trims the search, goes back to page 1 and closes the detail', () => {
    expect(applyFilters(open, { search: '  Bianchi ', status: '', from: '', to: '2026-12-31' })).toEqual({
      profile: '0012',
      search: 'Bianchi',
      status: '',
      from: '',
      to: '2026-12-31',
      page: 1,
      id: null,
    });
  });
});

describe('entry defaults', () => {
  it('preselect the current profile and prefill the current customer code', () => {
    const params = entryParams({ profile: { external_id: '0012' }, customer: { external_id: 'C00042' } });
    expect(serializeListParams(params).toString()).toBe('profile=0012&search=C00042');
  });

  it('change nothing without a current context', () => {
    expect(entryParams({ profile: null, customer: null })).toEqual(EMPTY_LIST_PARAMS);
  });

  it('apply only when the URL carries no list state', () => {
    expect(isEntry(new URLSearchParams(''))).toBe(true);
    expect(isEntry(new URLSearchParams('utm=x'))).toBe(true);
    expect(isEntry(new URLSearchParams('page=2'))).toBe(false);
    expect(isEntry(new URLSearchParams('profile=*'))).toBe(false);
  });
});

describe('API mapping', () => {
  it('sends no profile segment for "all" and encodes a code', () => {
    expect(callPath(getProfileOrdersCall, profileParams(ALL_PROFILES))).toBe('orders/getProfileOrders');
    expect(callPath(getProfileOrdersCall, profileParams('A 1/2'))).toBe('orders/getProfileOrders/A%201%2F2');
  });

  it('builds the list body; status only for orders; empty dates left out', () => {
    const params = { profile: '1', search: 'abc', status: '4', from: '', to: '2026-05-01', page: 2, id: null };
    expect(listRequestBody(params)).toEqual({ search: 'abc', date_start: undefined, date_end: '2026-05-01', page: 2 });
    expect(listRequestBody(params, true)).toEqual({ search: 'abc', date_start: undefined, date_end: '2026-05-01', page: 2, status_id: 4 });
    expect(listRequestBody({ ...params, status: '' }, true)).not.toHaveProperty('status_id');
  });

  it("filters the device's copy alike: all the codes ('*', as from the briefing's order links) is no code filter", () => {
    const params = { profile: ALL_PROFILES, search: 'abc', status: '4', from: '', to: '2026-05-01', page: 2, id: null };
    expect(deviceListFilter(params, true)).toEqual({ profile: '', search: 'abc', dateStart: undefined, dateEnd: '2026-05-01', statusId: 4, page: 2 });
    expect(deviceListFilter({ ...params, profile: 'A01' })).toEqual({ profile: 'A01', search: 'abc', dateStart: undefined, dateEnd: '2026-05-01', statusId: undefined, page: 2 });
  });
});

describe('parseItalianDate', () => {
  it('reads day/month/year as Italians type it', () => {
    expect(parseItalianDate('15/03/2026')).toBe('2026-03-15');
    expect(parseItalianDate(' 5-3-2026 ')).toBe('2026-03-05');
    expect(parseItalianDate('29.02.2028')).toBe('2028-02-29');
    expect(parseItalianDate('2026-03-15')).toBe('2026-03-15');
  });

  it('refuses impossible or partial dates', () => {
    expect(parseItalianDate('31/04/2026')).toBeNull();
    expect(parseItalianDate('03/15/2026')).toBeNull();
    expect(parseItalianDate('15/03')).toBeNull();
    expect(parseItalianDate('')).toBeNull();
  });
});
