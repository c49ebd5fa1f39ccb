import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Selected profile, search and page live in the URL (?profile=…&search=…&page=…) so reload and back work, and so does
 * the search across every agent code above them (?q=…).
 */
export function useCustomersParams() {
  const [params, setParams] = useSearchParams();
  const profile = params.get('profile') ?? '';
  const search = params.get('search') ?? '';
  const query = params.get('q') ?? '';
  const parsedPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(parsedPage) && parsedPage > 0 ? parsedPage : 1;

  const update = useCallback(
    (next: { profile?: string; search?: string; page?: number; q?: string }, replace = false) => {
      setParams(
        (old) => {
          const merged = new URLSearchParams(old);
          for (const [key, value] of Object.entries(next)) {
            if (value === undefined) continue;
            // Defaults stay out of the URL to keep it short and shareable.
            if (value === '' || (key === 'page' && value === 1)) merged.delete(key);
            else merged.set(key, String(value));
          }
          return merged;
        },
        { replace },
      );
    },
    [setParams],
  );

  // A new profile or search starts again from page 1.
  const selectProfile = useCallback((value: string, replace = false) => update({ profile: value, search: '', page: 1 }, replace), [update]);
  const setSearch = useCallback((value: string) => update({ search: value.trim(), page: 1 }), [update]);
  const setPage = useCallback((value: number) => update({ page: value }), [update]);
  const setQuery = useCallback((value: string) => update({ q: value.trim() }), [update]);

  return { profile, search, page, query, selectProfile, setSearch, setPage, setQuery };
}
