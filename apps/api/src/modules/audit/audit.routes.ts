import { getAuditHistoryCall } from '@portale/contract/audit';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { recordHistory } from './audit.service';

export const auditRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getAuditHistoryCall, async (request) => ({ history: await recordHistory(app.db.db, request.query.entity, request.query.id) }));
};
