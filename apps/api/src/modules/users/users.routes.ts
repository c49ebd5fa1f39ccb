import { deleteUserCall, getUsersCall, updateUserCall } from '@portale/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { allUsers, removeUser, saveUser } from './users.service';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getUsersCall, async () => ({ users: await allUsers(app.db.db), roles: { ...app.config.roles } }));

  registerCall(app, updateUserCall, async (request) => ({
    success: true,
    message: 'Utente salvato correttamente',
    user: await saveUser(app.db.db, app.config.roles, actorOf(request), request.body.user),
  }));

  registerCall(app, deleteUserCall, async (request) => {
    await removeUser(app.db.db, actorOf(request), request.params.id);
    return { success: true, message: 'Utente cancellato correttamente' };
  });
};
