import { approveOrderCall, pendingApprovalsCall, pendingApprovalsCountCall, rejectOrderCall } from '@portale/contract/approvals';
import { approveOrder, pendingApprovals, pendingApprovalsCount, rejectOrder } from './approvals.service';
import { getOrderItemsCall, getProfileOrderedItemsCall, getProfileOrdersCall, getStatusListCall, reorderCall, reorderItemsCall } from '@portale/contract/orders';
import type { FastifyPluginAsync } from 'fastify';
import { readDb } from '../../http/read-db';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { getStatusList, orderItems, profileOrderedItems, profileOrders, reorder, reorderItems } from './orders.service';

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getStatusListCall, async () => ({ status: await getStatusList(app.db.db) }));
  registerCall(app, getProfileOrdersCall, async (request) =>
    profileOrders(readDb(app, request), actorOf(request), { ...request.body, profile: request.params?.profile }),
  );
  registerCall(app, getProfileOrderedItemsCall, async (request) =>
    profileOrderedItems(readDb(app, request), actorOf(request), { ...request.body, profile: request.params?.profile }),
  );
  registerCall(app, getOrderItemsCall, async (request) => orderItems(readDb(app, request), actorOf(request), request.params.id, request.query));
  registerCall(app, reorderCall, async (request) => reorder(app.db.db, actorOf(request), request.params.id, app.config.cart.discounts));
  registerCall(app, pendingApprovalsCall, async () => ({ orders: await pendingApprovals(app.db.db) }));
  registerCall(app, pendingApprovalsCountCall, async () => ({ count: await pendingApprovalsCount(app.db.db) }));
  registerCall(app, approveOrderCall, async (request) => approveOrder(app.db.db, actorOf(request), request.params.id));
  registerCall(app, rejectOrderCall, async (request) => rejectOrder(app.db.db, actorOf(request), request.params.id, request.body.reason));
  registerCall(app, reorderItemsCall, async (request) => reorderItems(readDb(app, request), actorOf(request), request.body.item_ids, app.config.cart.discounts));
};
