import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/account.routes';
import { secondFactorRoutes } from './second-factor/second-factor.routes';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { ordersRoutes } from './orders/orders.routes';
import { shippingDocumentsRoutes } from './shipping-documents/shipping-documents.routes';
import { visitsListRoutes } from './visits/visits-list.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { productFilesRoutes } from './product-files/product-files.routes';
import { priceListsRoutes } from './price-lists/price-lists.routes';
import { customersRoutes } from './customers/customers.routes';
import { profilesRoutes } from './profiles/profiles.routes';
import { usersRoutes } from './users/users.routes';
import { visitsRoutes } from './visits/visits.routes';
import { warrantiesRoutes } from './warranties/warranties.routes';
import { auditRoutes } from './audit/audit.routes';
import { masterDataRoutes } from './master-data/master-data.routes';
import { shopsRoutes } from './shops/shops.routes';
import { syncRoutes } from './sync/sync.routes';

/** Every domain's routes, registered under /api. */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes, authRoutes, accountRoutes, secondFactorRoutes, profilesRoutes, customersRoutes, visitsRoutes, usersRoutes, catalogRoutes, productFilesRoutes, priceListsRoutes, cartRoutes, ordersRoutes, invoicesRoutes, shippingDocumentsRoutes, visitsListRoutes, warrantiesRoutes, masterDataRoutes, shopsRoutes, auditRoutes, jobsRoutes, apiKeysRoutes, syncRoutes];
