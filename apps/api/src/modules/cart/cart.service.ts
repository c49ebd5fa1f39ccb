import { LIST_PAGE_SIZE } from '@portale/contract/lists';
import type { FastifyBaseLogger } from 'fastify';
import { saveCartCall, type TCart, type ZArchiveEntry, type ZSaveCartRequest, type ZSaveCartResponse } from '@portale/contract/cart';
import type { z } from 'zod';
import type { Paged } from '@portale/contract/common';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMailer } from '../../documents/mail/mailer';
import { quoteMail } from '../../documents/mail/quote-mail';
import type { Actor } from '../../lib/actor';
import { reachableProfileIds } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { centsToEuro, toCents } from '../../lib/money';
import { renderStoredQuote } from './cart-documents.service';
import { DISCOUNT_PENDING } from '@portale/contract/approvals';
import { promotionItemOf, pricedCartResponse, shippingItemOf, storedCart, storedCartResponse } from './cart-presenter';
import { computeLines, type LineInput } from './cart-calculator';
import { loadAdditionRules, loadPricedProducts, offeredAdditions, priceCart, resolveCartCustomer, type CartInput } from './cart-pricing.service';
import { cartOwnerScope } from './cart-scope';
import { unlinkDeletedCart } from './current-cart.repository';
import { cartAnswerFigures, priceDifferences } from './held-order';
import {
  countArchive,
  type ArchiveRow,
  deleteUnissuedCart,
  findArchivePage,
  findCart,
  findCartItems,
  findCartRefs,
  findReachableCustomerByCode,
  insertCart,
  markVersionShared,
  replaceCart,
  setCartIssued,
  type Tx,
} from './cart.repository';
import { refuseStaleQuote } from './quote-write-rule';
import type { OutcomeRow } from '../idempotency/idempotency.repository';
import { earlierOutcome, keyReused, recordOutcome, type KeyedRequest } from '../idempotency/idempotency.service';
import { addDays, todayInRome } from '@portale/contract/business-date';

export const ARCHIVE_PAGE_SIZE = LIST_PAGE_SIZE;
type SaveRequest = z.output<typeof ZSaveCartRequest>;
type TSaveCartResponse = z.infer<typeof ZSaveCartResponse>;
const NOT_FOUND = 'Preventivo non trovato';

async function findOwnCart(db: Db, actor: Actor, id: number) {
  const cart = await findCart(db, id, cartOwnerScope(actor));
  if (!cart) throw AppError.notFound(NOT_FOUND);
  return cart;
}

/**
 * Saves the cart into the archive: a quote needs a name; a temporary order is parked without one.
 * An archive entry of the caller is updated — in place while its current version was never shared, as its next
 * version once it was emailed or downloaded. A quote that became an order never changes: a new entry is made.
 */
export async function saveCart(db: Db, config: Config, actor: Actor, request: SaveRequest, key?: string): Promise<TSaveCartResponse> {
  const keyed: KeyedRequest | null = key === undefined ? null : { userId: actor.userId, key, call: saveCartCall.path, body: request };
  return db.transaction(async (tx) => {
    if (keyed) {
      // The same save again (its answer was lost): what it answered then, even if the quote was edited since.
      const earlier = await earlierOutcome(tx, keyed);
      if (earlier) return replayedSave(tx, earlier);
    }
    const cart = await saveCartEntry(tx, config, actor, request.cart, request.written_on);
    // Saved without network: the quote has today's prices; the agent is told which differ from those seen.
    const answer: TSaveCartResponse = request.seen ? { cart, differences: priceDifferences(request.seen, cartAnswerFigures(cart), 'Totale del preventivo') } : { cart };
    if (keyed) await recordOutcome(tx, keyed, { kind: cart.type === 'temporary_orders' ? 'held_order' : 'quote', targetId: cart.id, answer });
    return answer;
  });
}

/** What an earlier save with the key answered; a key recorded before answers were kept answers its entry as it is now. */
async function replayedSave(tx: Tx, earlier: OutcomeRow): Promise<TSaveCartResponse> {
  if (earlier.kind !== 'quote' && earlier.kind !== 'held_order') throw keyReused();
  if (earlier.answer) return earlier.answer as TSaveCartResponse;
  const entry = earlier.targetId === null ? null : await findCart(tx, earlier.targetId, null);
  if (!entry) throw AppError.notFound(NOT_FOUND);
  return { cart: storedCartResponse(entry, await findCartItems(tx, entry.id), await findCartRefsOrFail(tx, entry.id)) };
}

async function saveCartEntry(tx: Tx, config: Config, actor: Actor, input: CartInput, writtenOn?: string | null): Promise<TCart> {
  const type = input.type ?? 'quotes';
  // A quote's name is required by the contract (ZSaveCartRequest).
  const name = input.name?.trim() || null;
  if (!input.items.length) throw AppError.badRequest('Il carrello è vuoto');
  const chosenValidity = checkedValidity(input.valid_until, writtenOn);
  const existing = input.id ? await findCart(tx, input.id, cartOwnerScope(actor), true) : null;
  if (input.id && !existing) throw AppError.notFound(NOT_FOUND);
  const open = existing && existing.orderId === null ? existing : null;
  if (open) refuseStaleQuote(open, input, 'save');
  const priced = await priceCart(tx, actor, config.cart.discounts, input);
  const { values, items } = storedCart(priced);
  const freshValidity = type === 'quotes' ? (chosenValidity ?? addDays(todayInRome(), config.cart.quoteValidityDays)) : null;
  let row;
  if (open) {
    const nextVersion = open.sharedAt !== null;
    // One validity, carried into every version until the agent changes it (issue 55, point 4); one that has passed
    // starts afresh from today.
    const keepValidity = open.validUntil !== null && open.validUntil >= todayInRome();
    const validUntil = type !== 'quotes' ? null : keepValidity ? (chosenValidity ?? open.validUntil) : freshValidity;
    row = await replaceCart(
      tx,
      open.id,
      {
        ...values,
        name,
        type,
        version: nextVersion ? open.version + 1 : open.version,
        revision: open.revision + 1,
        sharedAt: nextVersion ? null : open.sharedAt,
        validUntil,
      },
      items,
      actor.userId,
    );
  } else row = await insertCart(tx, { ...values, userId: actor.userId, name, type, validUntil: freshValidity }, items);
  return pricedCartResponse(priced, { ...row, type });
}

/**
 * How old the day a quote was written without network may be for its 'Valido fino al' to be judged from that day
 * (issue 53, point 16). Bounded, and never in the future: a device cannot backdate a quote's validity further.
 */
export const OFFLINE_WRITTEN_DAYS = 30;

/**
 * A chosen 'Valido fino al': from today to a year ahead. A quote written without network (`writtenOn`, in the
 * server's calendar) keeps a date that was valid the day it was written even when it has passed on arrival: the agent
 * gave the customer that date. Only within OFFLINE_WRITTEN_DAYS, so a wrong or forged day cannot backdate it further.
 */
function checkedValidity(validUntil: string | null | undefined, writtenOn?: string | null): string | null {
  if (!validUntil) return null;
  const today = todayInRome();
  if (validUntil < today) {
    if (!writtenOn) throw AppError.badRequest('La data di validità del preventivo non può essere nel passato');
    if (writtenOn > today) throw AppError.badRequest('La data in cui il preventivo è stato scritto non può essere nel futuro');
    if (writtenOn < addDays(today, -OFFLINE_WRITTEN_DAYS)) {
      throw AppError.badRequest(`La data di validità del preventivo è passata e il preventivo è stato scritto più di ${OFFLINE_WRITTEN_DAYS} giorni fa: sceglierne una nuova`);
    }
    if (validUntil < writtenOn) throw AppError.badRequest('La data di validità del preventivo era già passata quando è stato scritto');
  }
  if (validUntil > addDays(today, 366)) throw AppError.badRequest('La validità del preventivo non può superare un anno');
  return validUntil;
}

export async function getCart(db: Db, actor: Actor, id: number): Promise<TCart> {
  const cart = await findOwnCart(db, actor, id);
  const [items, refs] = await Promise.all([findCartItems(db, id), findCartRefsOrFail(db, id)]);
  return storedCartResponse(cart, items, refs);
}

async function findCartRefsOrFail(db: Parameters<typeof findCartRefs>[0], id: number) {
  const refs = await findCartRefs(db, id);
  if (!refs) throw AppError.notFound(NOT_FOUND);
  return refs;
}

/** An archive row as the archive lists it. */
export const toArchiveEntry = (r: ArchiveRow): z.infer<typeof ZArchiveEntry> => ({
  id: r.id,
  name: r.name,
  created_at: r.createdAt.toISOString(),
  profile_external_id: r.profileExternalId,
  customer_external_id: r.customerExternalId,
  total: centsToEuro(toCents(r.total)),
  total_final: centsToEuro(toCents(r.totalFinal)),
  issue_date: r.issueDate?.toISOString() ?? null,
  order_code: r.orderCode,
  version: r.version,
  valid_until: r.validUntil,
  profile: { external_id: r.profileExternalId, company_name: r.profileCompanyName },
  customer: { id: r.customerId, external_id: r.customerExternalId, company_name: r.customerCompanyName },
});

export async function archivePage(db: Db, actor: Actor, type: string, page: number) {
  const [rows, total] = await Promise.all([
    findArchivePage(db, actor.userId, type, ARCHIVE_PAGE_SIZE, (page - 1) * ARCHIVE_PAGE_SIZE),
    countArchive(db, actor.userId, type),
  ]);
  const paged: Paged<z.infer<typeof ZArchiveEntry>> = {
    data: rows.map(toArchiveEntry),
    total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / ARCHIVE_PAGE_SIZE)),
    per_page: ARCHIVE_PAGE_SIZE,
  };
  return paged;
}

const ISSUED_NOT_DELETABLE = 'Un preventivo emesso non può essere cancellato';
const DELETED = 'Preventivo cancellato correttamente';
const CURRENT_UNLINKED = 'Il carrello in corso veniva da questo preventivo: resta come nuovo carrello, da salvare di nuovo';

export async function deleteCart(db: Db, actor: Actor, id: number) {
  const cart = await findOwnCart(db, actor, id);
  if (cart.issueDate) throw AppError.conflict(ISSUED_NOT_DELETABLE);
  const unlinked = await db.transaction(async (tx) => {
    // The where re-checks issue_date, so an order sent meanwhile is never lost with its quote.
    if (!(await deleteUnissuedCart(tx, id))) throw AppError.conflict(ISSUED_NOT_DELETABLE);
    // A current cart restored from it would name a quote that no longer exists (every save a 404).
    return unlinkDeletedCart(tx, id);
  });
  if (unlinked.includes(actor.userId)) return { success: true, message: `${DELETED}. ${CURRENT_UNLINKED}` };
  return { success: true, message: DELETED };
}

/** The additions offered to the cart's items for its customer's price list. */
export async function cartAdditions(
  db: Db,
  config: Config,
  actor: Actor,
  input: { items: LineInput[]; customer_id?: number | null; profile_external_id?: string | null; customer_external_id?: string | null },
) {
  let customerId = input.customer_id ?? null;
  let profileExternalId = input.profile_external_id ?? null;
  if (!customerId || !profileExternalId) {
    if (!input.customer_external_id) throw AppError.badRequest('Nessun cliente attivo');
    const found = await findReachableCustomerByCode(db, input.customer_external_id, reachableProfileIds(actor));
    if (!found) throw AppError.notFound('Cliente non trovato');
    customerId = found.id;
    profileExternalId = found.profileExternalId;
  }
  const customer = await resolveCartCustomer(db, actor, customerId, profileExternalId);
  const [products, rules] = await Promise.all([
    loadPricedProducts(db, input.items, customer.priceListId),
    loadAdditionRules(db, customer.priceListId),
  ]);
  const lines = computeLines(input.items, products, config.cart.discounts);
  const offered = offeredAdditions(rules, lines);
  return {
    cart_additions: {
      shipping: offered.shipping ? [shippingItemOf(offered.shipping)] : [],
      promotion: offered.promotion ? [promotionItemOf(offered.promotion)] : [],
    },
    free_shipping_message: offered.message,
  };
}

/** The quote's PDF. A GET changes nothing (any link could otherwise force the next save onto a new version). */
export async function cartPdf(db: Db, config: Config, actor: Actor, id: number) {
  const cart = await findOwnCart(db, actor, id);
  const { pdf } = await renderStoredQuote(db, config, cart);
  return pdf;
}

/** 'Scarica PDF': the version at `revision` (default: the current one) is shared; the next save makes a new one. */
export async function shareQuote(db: Db, actor: Actor, id: number, revision?: number) {
  const cart = await findOwnCart(db, actor, id);
  await markVersionShared(db, cart.id, revision ?? cart.revision);
  return { success: true, message: 'Operazione eseguita correttamente' };
}

/**
 * Emails a saved quote (the stored version) with its PDF; a sent quote is issued (PRODUCT.md).
 * A mail failure is logged (with the request's id, through the request's logger), answers success false with
 * a message naming the recipient, and leaves the quote as it was.
 */
export async function emailCart(db: Db, config: Config, actor: Actor, cartId: number | null | undefined, to: string, log: Pick<FastifyBaseLogger, 'error'>) {
  if (!cartId) throw AppError.badRequest("Salvare il preventivo prima di inviarlo per email");
  const cart = await findOwnCart(db, actor, cartId);
  const { refs, shop, pdf, author, discount } = await renderStoredQuote(db, config, cart);
  const message = quoteMail({
    to,
    mailFrom: config.mailFrom,
    shop,
    quoteId: cart.id,
    quoteName: cart.name,
    customerName: refs.customerCompanyName,
    agentName: author?.name ?? refs.profileCompanyName,
    finalCents: toCents(cart.totalFinal),
    validUntil: cart.validUntil,
    discountPending: discount !== null,
    pdf,
  });
  try {
    await createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir })(message);
  } catch (error) {
    log.error({ err: error, quote: cart.id, to }, 'invio email del preventivo non riuscito');
    return { success: false, message: `Invio dell'email a ${to} non riuscito: il preventivo non è stato inviato, riprovare più tardi` };
  }
  await db.transaction(async (tx) => {
    await setCartIssued(tx, cart.id);
    await markVersionShared(tx, cart.id, cart.revision);
  });
  // Said to the agent too: what the customer received binds no net price until the order is approved.
  if (discount) return { success: true, message: `Operazione eseguita correttamente (${DISCOUNT_PENDING}: senza prezzi netti vincolanti per le righe oltre il limite)` };
  return { success: true, message: 'Operazione eseguita correttamente' };
}
