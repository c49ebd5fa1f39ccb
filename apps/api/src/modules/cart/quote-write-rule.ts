import { AppError } from '../../lib/app-error';
import type { CartInput } from './cart-pricing.service';
import type { CartRow } from './cart.repository';

/**
 * The one rule for "may this write touch that quote" (issue 53, point 6), for cart/save and cart/createOrder alike:
 * a write naming the quote's version or revision it started from must start from the quote as it is now. Someone
 * else's save (or a new version) meanwhile is a 409 STALE_VERSION and nothing is written: an order queued on a tablet
 * never overwrites the lines of a revision saved since on the laptop.
 */
export function refuseStaleQuote(quote: Pick<CartRow, 'version' | 'revision'>, input: Pick<CartInput, 'version' | 'revision'>, write: 'save' | 'order') {
  const staleVersion = input.version != null && input.version !== quote.version;
  const staleRevision = input.revision != null && input.revision !== quote.revision;
  if (!staleVersion && !staleRevision) return;
  const next = write === 'save' ? 'prima di salvare' : "prima di inviare l'ordine";
  throw new AppError('STALE_VERSION', `Il preventivo è stato modificato nel frattempo (ora è alla versione ${quote.version}): riaprirlo dall'archivio ${next}`);
}
