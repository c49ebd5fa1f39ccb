import { deleteUserCall, getUsersCall, updateUserCall } from '@portale/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { sendInvitation } from '../account/account.service';
import { allUsers, removeUser, saveUser } from './users.service';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getUsersCall, async () => ({ users: await allUsers(app.db.db), roles: { ...app.config.roles }, default_discount_limit: app.config.approvals.defaultDiscountLimitBp / 100 }));

  registerCall(app, updateUserCall, async (request) => {
    const user = await saveUser(app.db.db, app.config.roles, actorOf(request), request.body.user);
    // A new user invited rather than given a password: the e-mail leaves once the user exists.
    if (!request.body.user.id && request.body.user.send_invitation) {
      await sendInvitation(app.db.db, app.config, user.id);
      return { success: true, message: 'Utente salvato: invito a impostare la password inviato', user };
    }
    return { success: true, message: 'Utente salvato correttamente', user };
  });

  registerCall(app, deleteUserCall, async (request) => {
    await removeUser(app.db.db, actorOf(request), request.params.id);
    return { success: true, message: 'Utente cancellato correttamente' };
  });
};
