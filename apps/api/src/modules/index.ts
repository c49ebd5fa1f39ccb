import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';

/** Every domain's routes, registered under /api. */
export const apiModules: FastifyPluginAsyncZod[] = [authRoutes];
