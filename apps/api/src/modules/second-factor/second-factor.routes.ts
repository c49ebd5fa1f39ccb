import { confirmTotpCall, disableTotpCall, getSecondFactorCall, resetSecondFactorCall, secondStepCall, startTotpCall } from '@portale/contract/second-factor';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { DEVICE_COOKIE } from '../../lib/device-cookie';
import { actorOf } from '../../plugins/session';
import { setSessionCookies } from '../auth/session-cookies';
import { PENDING_STEP_COOKIE } from './pending-step';
import { confirmTotp, disableTotp, resetSecondFactor, secondFactorState, secondStep, startTotp } from './second-factor.service';

export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getSecondFactorCall, async (request) => secondFactorState(app.db.db, app.config, actorOf(request)));

  registerCall(app, startTotpCall, async (request) => startTotp(app.db.db, app.secrets, actorOf(request)));

  registerCall(app, confirmTotpCall, async (request) => ({
    recovery_codes: await confirmTotp(app.db.db, app.config, app.secrets, actorOf(request), request.body.code),
  }));

  registerCall(app, disableTotpCall, async (request) => {
    await disableTotp(app.db.db, app.config, app.secrets, actorOf(request), request.body.code);
    return { success: true, message: 'App di autenticazione disattivata' };
  });

  registerCall(app, secondStepCall, async (request, reply) => {
    const opened = await secondStep(app.db.db, app.config, app.secrets, {
      pendingToken: request.cookies[PENDING_STEP_COOKIE],
      code: request.body.code,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      deviceToken: request.cookies[DEVICE_COOKIE],
    });
    reply.clearCookie(PENDING_STEP_COOKIE, { path: '/api/login' });
    setSessionCookies(request, reply, opened);
    return opened.answer;
  });

  registerCall(app, resetSecondFactorCall, async (request) => {
    await resetSecondFactor(app.db.db, actorOf(request), request.params.id);
    return { success: true, message: 'Secondo fattore azzerato: l’utente accede con la sola password finché non ne imposta uno' };
  });
};
