import { visitIndexCall } from '@portale/contract/visits';
import type { FastifyPluginAsync } from 'fastify';
import { readDb } from '../../http/read-db';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { profileVisits } from './visits-list.service';

export const visitsListRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, visitIndexCall, async (request) =>
    profileVisits(readDb(app, request), actorOf(request), { ...request.body, profile: request.params?.profile }),
  );
};
