import {
  confirmTotpCall,
  deletePasskeyCall,
  disableTotpCall,
  getSecondFactorCall,
  passkeyLoginCall,
  passkeyLoginOptionsCall,
  passkeyRegistrationOptionsCall,
  registerPasskeyCall,
  renamePasskeyCall,
  resetSecondFactorCall,
  secondStepCall,
  startTotpCall,
} from '@portale/contract/second-factor';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import type { Actor } from '../../lib/actor';
import { actorOf } from '../../plugins/session';
import { finishPendingStep, setPendingStepCookie, signInClient } from '../auth/session-cookies';
import { passkeyLogin, passkeyLoginOptions, passkeyRegistrationOptions, registerPasskey, removeMyPasskey, renameMyPasskey } from './passkeys.service';
import { PENDING_STEP_COOKIE } from './pending-step';
import { confirmTotp, disableTotp, resetSecondFactor, secondFactorState, secondStep, startTotp } from './second-factor.service';

export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  /** An admin who removed his last factor where one is required: his sessions are back to its setup (issue 64). */
  const setUpAgain = (actor: Actor, lastFactorGone: boolean) =>
    lastFactorGone && actor.isAdmin && app.config.adminSecondFactorRequired ? ': per le funzioni di amministrazione impostare di nuovo un secondo fattore' : '';

  registerCall(app, getSecondFactorCall, async (request) => secondFactorState(app.db.db, app.config, actorOf(request)));

  registerCall(app, startTotpCall, async (request) => startTotp(app.db.db, app.secrets, actorOf(request)));

  registerCall(app, confirmTotpCall, async (request) => confirmTotp(app.db.db, app.config, app.secrets, actorOf(request), request.body.code));

  registerCall(app, disableTotpCall, async (request) => {
    const actor = actorOf(request);
    const { lastFactorGone } = await disableTotp(app.db.db, app.config, app.secrets, actor, request.body.code);
    return { success: true, message: `App di autenticazione disattivata${setUpAgain(actor, lastFactorGone)}` };
  });

  registerCall(app, secondStepCall, async (request, reply) => {
    const opened = await secondStep(app.db.db, app.config, app.secrets, {
      ...signInClient(request),
      pendingToken: request.cookies[PENDING_STEP_COOKIE],
      code: request.body.code,
    });
    return finishPendingStep(request, reply, opened);
  });

  registerCall(app, resetSecondFactorCall, async (request) => {
    await resetSecondFactor(app.db.db, actorOf(request), request.params.id);
    return { success: true, message: 'Secondo fattore azzerato: l’utente accede con la sola password finché non ne imposta uno' };
  });

  registerCall(app, passkeyRegistrationOptionsCall, async (request) => ({ ...(await passkeyRegistrationOptions(app.db.db, app.config, actorOf(request))) }));

  registerCall(app, registerPasskeyCall, async (request) => registerPasskey(app.db.db, app.config, actorOf(request), request.body));

  registerCall(app, renamePasskeyCall, async (request) => {
    await renameMyPasskey(app.db.db, actorOf(request), request.params.id, request.body.name);
    return { success: true, message: 'Passkey rinominata' };
  });

  registerCall(app, deletePasskeyCall, async (request) => {
    const actor = actorOf(request);
    const { lastFactorGone } = await removeMyPasskey(app.db.db, actor, request.params.id);
    return { success: true, message: `Passkey rimossa${setUpAgain(actor, lastFactorGone)}` };
  });

  registerCall(app, passkeyLoginOptionsCall, async (request, reply) => {
    const { options, token } = await passkeyLoginOptions(app.db.db, app.config, request.ip);
    setPendingStepCookie(request, reply, token);
    return { ...options };
  });

  registerCall(app, passkeyLoginCall, async (request, reply) => {
    const opened = await passkeyLogin(app.db.db, app.config, app.secrets, {
      ...signInClient(request),
      pendingToken: request.cookies[PENDING_STEP_COOKIE],
      response: request.body.response,
    });
    return finishPendingStep(request, reply, opened);
  });
};
