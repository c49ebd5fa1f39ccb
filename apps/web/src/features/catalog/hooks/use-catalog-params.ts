import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Catalogue search and page live in the URL (DESIGN.md convention 9), so reload and back keep them. */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const rawPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const category = params.get('category') || null;

  const update = useCallback(
    (next: { search?: string; page?: number; category?: string | null }) => {
      setParams((old) => {
        const out = new URLSearchParams(old);
        if (next.search !== undefined) {
          if (next.search) out.set('search', next.search);
          else out.delete('search');
        }
        if (next.category !== undefined) {
          if (next.category) out.set('category', next.category);
          else out.delete('category');
        }
        const p = next.page ?? 1;
        if (p > 1) out.set('page', String(p));
        else out.delete('page');
        return out;
      });
    },
    [setParams],
  );
  return { search, page, category, update };
}
