import { ZIdParams, ZSuccessResponse } from '@portale/contract/common';
import { ZGetUsersResponse, ZUpdateUserRequest, ZUpdateUserResponse } from '@portale/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/session';
import { allUsers, removeUser, saveUser } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { config: { access: 'admin' }, schema: { tags: ['users'], response: { 200: ZGetUsersResponse } } },
    async () => ({ users: await allUsers(app.db.db), roles: { ...app.config.roles } }),
  );

  app.post(
    '/users/update',
    { config: { access: 'admin' }, schema: { tags: ['users'], body: ZUpdateUserRequest, response: { 200: ZUpdateUserResponse } } },
    async (request) => ({
      success: true,
      message: 'Utente salvato correttamente',
      user: await saveUser(app.db.db, app.config.roles, actorOf(request), request.body.user),
    }),
  );

  app.delete(
    '/users/delete/:id',
    { config: { access: 'admin' }, schema: { tags: ['users'], params: ZIdParams, response: { 200: ZSuccessResponse } } },
    async (request) => {
      await removeUser(app.db.db, actorOf(request), request.params.id);
      return { success: true, message: 'Utente cancellato correttamente' };
    },
  );
};
