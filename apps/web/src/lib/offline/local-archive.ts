import type { ZArchiveResponse } from '@portale/contract/cart';
import { LIST_PAGE_SIZE } from '@portale/contract/lists';
import type { z } from 'zod';
import { pageOf } from './page-of';
import { openQuotesOf, type OfflineDb } from './offline-db';

/**
 * One page of the quotes archive from the device's copy, as cart/archive answers it: the open quotes (those that
 * became an order are not in the copy), newest first. Undefined for temporary orders or without a copy.
 */
export async function localArchivePage(db: OfflineDb, type: string, page: number): Promise<z.infer<typeof ZArchiveResponse> | undefined> {
  const copy = type === 'quotes' ? await openQuotesOf(db) : undefined;
  if (!copy) return undefined;
  return { carts: pageOf(copy.quotes, page, LIST_PAGE_SIZE) };
}
