import type { Paged } from '@portale/contract/common';

/** A page as the server's list calls answer it, from the page's rows and the size of the whole filtered set. */
export function pagedAnswer<T>(data: T[], total: number, page: number, size: number): Paged<T> {
  return { data, total, current_page: page, last_page: Math.max(1, Math.ceil(total / size)), per_page: size };
}

/** Page `page` (from 1) of the whole filtered set `rows`. */
export function pageOf<T>(rows: T[], page: number, size: number): Paged<T> {
  const offset = (page - 1) * size;
  return pagedAnswer(rows.slice(offset, offset + size), rows.length, page, size);
}
