import {
  ZAdminSearchProfilesRequest,
  ZAdminSearchProfilesResponse,
  ZGetProfilesResponse,
} from '@portale/contract/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/session';
import { adminSearchProfiles, ownProfiles } from './profiles.service';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/getProfiles',
    { config: { access: 'user' }, schema: { tags: ['profiles'], response: { 200: ZGetProfilesResponse } } },
    async (request) => ({ profiles: await ownProfiles(app.db.db, actorOf(request)) }),
  );

  app.post(
    '/user/adminSearchProfiles',
    {
      config: { access: 'admin' },
      schema: { tags: ['profiles'], body: ZAdminSearchProfilesRequest, response: { 200: ZAdminSearchProfilesResponse } },
    },
    async (request) => ({ profiles: await adminSearchProfiles(app.db.db, request.body.search) }),
  );
};
