import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../lib/device-cookie';
import { SESSION_COOKIE } from '../../lib/session-token';
import { PENDING_STEP_COOKIE, PENDING_STEP_MINUTES } from '../second-factor/pending-step';
import type { OpenedSession } from './auth.service';

/** Who is signing in, as the sign-in calls (password, second step, passkey) record it: address, browser, device cookie. */
export function signInClient(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, deviceToken: request.cookies[DEVICE_COOKIE] };
}

/** A pending step ended in a session (the code or the passkey): its cookie goes, the session's come. */
export function finishPendingStep(request: FastifyRequest, reply: FastifyReply, opened: OpenedSession) {
  reply.clearCookie(PENDING_STEP_COOKIE, { path: '/api/login' });
  setSessionCookies(request, reply, opened);
  return opened.answer;
}

/** The cookies of a session just opened (login, its second step, a passkey). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, opened: OpenedSession) {
  reply.setCookie(SESSION_COOKIE, opened.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: opened.maxAgeSeconds,
  });
  // After the session cookie: clients that read only the first Set-Cookie still get the session.
  reply.setCookie(DEVICE_COOKIE, opened.deviceToken, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** The cookie of a sign-in's pending step (the code awaited, a passkey challenge): only /api/login/* reads it. */
export function setPendingStepCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(PENDING_STEP_COOKIE, token, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: PENDING_STEP_MINUTES * 60,
  });
}
