import {
  endMyOtherSessionsCall,
  endMySessionCall,
  endUserSessionsCall,
  forgotPasswordCall,
  getMySessionsCall,
  getUserSignInsCall,
  inviteUserCall,
  setPasswordCall,
} from '@portale/contract/account';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { endMyOtherSessions, endMySession, endSessionsOfUser, forgotPassword, mySessions, sendInvitation, setPasswordFromLink, signInsOfUser } from './account.service';

const FORGOT_ANSWER =
  'Se l’indirizzo corrisponde a un utente abilitato, riceverà a breve un’email con il collegamento per reimpostare la password (valido 30 minuti).';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getMySessionsCall, async (request) => ({ sessions: await mySessions(app.db.db, app.config, actorOf(request)) }));

  registerCall(app, endMySessionCall, async (request) => {
    await endMySession(app.db.db, app.config, actorOf(request), request.params.id);
    return { success: true, message: 'Sessione chiusa' };
  });

  registerCall(app, endMyOtherSessionsCall, async (request) => {
    await endMyOtherSessions(app.db.db, actorOf(request));
    return { success: true, message: 'Sessioni sugli altri dispositivi chiuse' };
  });

  registerCall(app, endUserSessionsCall, async (request) => {
    await endSessionsOfUser(app.db.db, actorOf(request), request.params.id);
    return { success: true, message: 'Sessioni dell’utente chiuse' };
  });

  registerCall(app, getUserSignInsCall, async (request) => ({ events: await signInsOfUser(app.db.db, request.params.id) }));

  registerCall(app, inviteUserCall, async (request) => {
    await sendInvitation(app.db.db, app.config, request.params.id);
    return { success: true, message: 'Invito inviato' };
  });

  registerCall(app, forgotPasswordCall, async (request) => {
    const { background } = await forgotPassword(app.db.db, app.config, { email: request.body.email, ip: request.ip });
    background.catch((error: unknown) => request.log.error({ err: error }, 'invio del collegamento per reimpostare la password non riuscito'));
    return { success: true, message: FORGOT_ANSWER };
  });

  registerCall(app, setPasswordCall, async (request) => {
    const { background } = await setPasswordFromLink(app.db.db, app.config, {
      token: request.body.token,
      password: request.body.password,
      confirmation: request.body.password_confirmation,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    background.catch((error: unknown) => request.log.error({ err: error }, 'invio della conferma di password cambiata non riuscito'));
    return { success: true, message: 'Password impostata: ora si può accedere con la nuova password' };
  });
};
