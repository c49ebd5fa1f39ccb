import { getReadinessCall } from '@portale/contract/health';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { readiness } from './health.service';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getReadinessCall, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readiness(app.db);
  });
};
