import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { ordersRoutes } from './orders/orders.routes';
import { shippingDocumentsRoutes } from './shipping-documents/shipping-documents.routes';
import { visitsListRoutes } from './visits/visits-list.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { priceListsRoutes } from './price-lists/price-lists.routes';
import { customersRoutes } from './customers/customers.routes';
import { profilesRoutes } from './profiles/profiles.routes';
import { usersRoutes } from './users/users.routes';
import { visitsRoutes } from './visits/visits.routes';

/** Every domain's routes, registered under /api. */
export const apiModules: FastifyPluginAsyncZod[] = [authRoutes, profilesRoutes, customersRoutes, visitsRoutes, usersRoutes, catalogRoutes, priceListsRoutes, cartRoutes, ordersRoutes, invoicesRoutes, shippingDocumentsRoutes, visitsListRoutes, jobsRoutes];
