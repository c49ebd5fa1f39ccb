import type { Paged } from '@portale/contract/common';
import { PER_PAGE } from './list-sql';

/** The paged answer: 'page x of y' from the total; a page past the last answers no rows. */
export function pagedOf<T>(data: T[], total: number, page: number, estimate: boolean): Paged<T> {
  return {
    data,
    total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
    per_page: PER_PAGE,
    ...(estimate ? { total_is_estimate: true } : {}),
  };
}
