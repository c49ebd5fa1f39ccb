import { shareQuoteCall } from '@portale/contract/cart';
import { callApi } from '../../../lib/api-client';

/**
 * POST cart/share/{id}: 'Scarica PDF' hands the quote's version to the customer, so the next save makes a new one.
 * An explicit call: the PDF's GET changes nothing (issue 53, point 18).
 */
export function shareQuote(id: number, revision?: number) {
  return callApi(shareQuoteCall, { params: { id }, body: { revision } });
}
