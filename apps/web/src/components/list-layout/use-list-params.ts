import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyFilters,
  entryParams,
  isEntry,
  parseListParams,
  selectProfile,
  serializeListParams,
  type ListFilters,
  type ListParams,
} from './list-params';

interface CurrentContext {
  profile: { external_id: string } | null;
  customer: { external_id: string } | null;
}

/**
 * The list state kept in the URL, with the actions the shared layout offers. Every action pushes a history
 * entry, so back/forward walks through searches, pages and opened documents.
 */
export function useListParams(current: CurrentContext | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const entry = isEntry(searchParams);

  // On entry, preselect the current profile and prefill the customer's code, replacing (not adding) the entry.
  useEffect(() => {
    if (entry && current) {
      const initial = serializeListParams(entryParams(current));
      if (initial.size > 0) setSearchParams(initial, { replace: true });
    }
    // Only on arrival: later changes of the current context must not overwrite what the user chose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, current === undefined]);

  const go = useCallback((next: ListParams) => setSearchParams(serializeListParams(next)), [setSearchParams]);

  return {
    params,
    selectProfile: useCallback((profile: string) => go(selectProfile(params, profile)), [go, params]),
    applyFilters: useCallback((filters: ListFilters) => go(applyFilters(params, filters)), [go, params]),
    setPage: useCallback((page: number) => go({ ...params, page, id: null }), [go, params]),
    openDetail: useCallback((id: number) => go({ ...params, id }), [go, params]),
    closeDetail: useCallback(() => go({ ...params, id: null }), [go, params]),
    /** The link to a document's detail, for anchors (keyboard, middle click, copy link). */
    detailHref: useCallback((id: number) => `?${serializeListParams({ ...params, id }).toString()}`, [params]),
    listHref: `?${serializeListParams({ ...params, id: null }).toString()}`,
  };
}
