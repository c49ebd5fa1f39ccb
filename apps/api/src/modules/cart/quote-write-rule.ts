import { AppError } from '../../lib/app-error';
import type { CartInput } from './cart-pricing.service';
import type { CartRow } from './cart.repository';

type QuoteRead = Pick<CartInput, 'version' | 'revision'>;

const staleQuote = (quote: Pick<CartRow, 'version'>, write: 'save' | 'order') =>
  new AppError(
    'STALE_VERSION',
    `Il preventivo è stato modificato nel frattempo (ora è alla versione ${quote.version}): riaprirlo dall'archivio ${write === 'save' ? 'prima di salvare' : "prima di inviare l'ordine"}`,
  );

/**
 * The one rule for "may this write touch that quote" (issue 53, point 6), for cart/save and cart/createOrder alike:
 * a write naming the quote's version or revision it started from must start from the quote as it is now. Someone
 * else's save (or a new version) meanwhile is a 409 STALE_VERSION and nothing is written: an order queued on a tablet
 * never overwrites the lines of a revision saved since on the laptop.
 */
export function refuseStaleQuote(quote: Pick<CartRow, 'version' | 'revision'>, input: QuoteRead, write: 'save' | 'order') {
  const staleVersion = input.version != null && input.version !== quote.version;
  const staleRevision = input.revision != null && input.revision !== quote.revision;
  if (staleVersion || staleRevision) throw staleQuote(quote, write);
}

/**
 * An order from an open quote (issue 64 §6): the quote becomes what the order carries, so the server must know the
 * agent read the quote as it is now. What he read is the request's version/revision or, when it names neither, the
 * revision his current cart recorded when the quote was restored or saved into it (`currentCartRevision`, null when
 * the current cart is another). Knowing neither, the server cannot tell an unchanged quote from a changed one: it
 * refuses, as for a changed one — an order is never written over a revision the agent did not see.
 */
export function refuseUnreadQuote(quote: Pick<CartRow, 'version' | 'revision'>, input: QuoteRead, currentCartRevision: number | null) {
  const read: QuoteRead = input.version != null || input.revision != null ? input : { revision: currentCartRevision };
  if (read.version == null && read.revision == null) {
    throw new AppError(
      'STALE_VERSION',
      `Il preventivo potrebbe essere stato modificato nel frattempo (ora è alla versione ${quote.version}) e l'ordine non indica quale revisione è stata letta: riaprirlo dall'archivio prima di inviare l'ordine`,
    );
  }
  refuseStaleQuote(quote, read, 'order');
}
