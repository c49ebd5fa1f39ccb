import { adminSearchProfilesCall, getProfilesCall } from '@portale/contract/profiles';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { adminSearchProfiles, ownProfiles } from './profiles.service';

export const profilesRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getProfilesCall, async (request) => ({ profiles: await ownProfiles(app.db.db, actorOf(request)) }));
  registerCall(app, adminSearchProfilesCall, async (request) => ({ profiles: await adminSearchProfiles(app.db.db, request.body.search) }));
};
