import {
  CART_VERSION_HEADER,
  createCartPdfCall,
  createOrderCall,
  deleteArchivedCartCall,
  getAdditionsCall,
  getArchiveCall,
  getArchivedCartCall,
  getCartPaymentModesCall,
  getCurrentCartCall,
  getQuoteVersionDiffCall,
  getQuoteVersionsCall,
  restoreCartCall,
  saveCartCall,
  sendCartEmailCall,
  shareQuoteCall,
  updateCurrentCartCall,
} from '@portale/contract/cart';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { AUTHOR_HEADER, checkAuthor, headerValue, optionalIdempotencyKey, requiredIdempotencyKey } from '../../http/request-header';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../plugins/session';
import { describeUser } from '../auth/auth.service';
import { setCurrentContext } from '../auth/auth.repository';
import { createOrder } from './cart-order.service';
import { archivePage, cartAdditions, cartPdf, deleteCart, emailCart, getCart, saveCart, shareQuote } from './cart.service';
import { listPaymentModes } from '../master-data/master-data.repository';
import { getCurrentCart, restoreArchivedCart, updateCurrentCart } from './current-cart.service';
import { quoteVersionDiff, quoteVersions } from './quote-versions.service';

/** The optional Cart-Version header of cart/createOrder: the current cart's version the order was sent from. */
function cartVersionOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) throw AppError.badRequest("Richiesta non valida: l'intestazione Cart-Version deve essere un numero");
  return Number(value);
}

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  registerCall(app, getCartPaymentModesCall, async () => ({
    payment_modes: (await listPaymentModes(db)).map((m) => ({ id: m.id, description: m.description, discount: Number(m.discount) })),
  }));
  registerCall(app, getArchiveCall, async (request) => ({ carts: await archivePage(db, actorOf(request), request.query.type, request.query.page) }));
  registerCall(app, getQuoteVersionsCall, async (request) => quoteVersions(db, actorOf(request), request.params.id));
  registerCall(app, getQuoteVersionDiffCall, async (request) =>
    quoteVersionDiff(db, actorOf(request), request.params.id, request.query.from, request.query.to),
  );
  registerCall(app, getArchivedCartCall, async (request) => ({ cart: await getCart(db, actorOf(request), request.params.id) }));
  registerCall(app, deleteArchivedCartCall, async (request) => deleteCart(db, actorOf(request), request.params.id));
  registerCall(app, saveCartCall, async (request) => {
    checkAuthor(request.headers[AUTHOR_HEADER], actorOf(request).userId);
    return saveCart(db, app.config, actorOf(request), request.body, optionalIdempotencyKey(request.headers['idempotency-key']));
  });
  registerCall(app, getAdditionsCall, async (request) => cartAdditions(db, app.config, actorOf(request), request.body));
  registerCall(app, sendCartEmailCall, async (request) =>
    emailCart(db, app.config, actorOf(request), request.body.cart.id, request.body.customer_email, request.log),
  );
  registerCall(app, createOrderCall, async (request) => {
    checkAuthor(request.headers[AUTHOR_HEADER], actorOf(request).userId);
    return createOrder(
      db,
      app.config,
      actorOf(request),
      request.body,
      requiredIdempotencyKey(request.headers['idempotency-key']),
      cartVersionOf(headerValue(request.headers[CART_VERSION_HEADER])),
    );
  });
  registerCall(app, createCartPdfCall, async (request, reply) => {
    const pdf = await cartPdf(db, app.config, actorOf(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="preventivo-${request.params.id}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  registerCall(app, shareQuoteCall, async (request) => shareQuote(db, actorOf(request), request.params.id, request.body.revision));

  registerCall(app, getCurrentCartCall, async (request) => ({ cart: await getCurrentCart(db, app.config, actorOf(request)) }));
  registerCall(app, updateCurrentCartCall, async (request) => ({
    cart: await updateCurrentCart(db, app.config, actorOf(request), request.body.version, request.body.cart),
  }));
  registerCall(app, restoreCartCall, async (request) => {
    const actor = actorOf(request);
    const restored = await restoreArchivedCart(db, actor, request.body.id, request.body.version, app.config, (tx, profileId, customerId) =>
      setCurrentContext(tx, actor.userId, profileId, customerId),
    );
    return { ...restored, current: (await describeUser(db, actor.userId, app.config, actor.sessionSecondFactor ?? false)).current };
  });
};
