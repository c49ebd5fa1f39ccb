import type { FastifyInstance } from 'fastify';
import { softwareAuthenticator } from './software-authenticator';
import { loginAs, sessionCookie } from './test-app';

/**
 * An admin session that meets ADMIN_SECOND_FACTOR=required: the admin registers a passkey in his password session,
 * then signs in with it. The app's PUBLIC_URL must be `origin` (the passkey is bound to it).
 */
export async function adminWithPasskey(app: FastifyInstance, email: string, origin: string, password = 'demo'): Promise<string> {
  const cookie = await loginAs(app, email, password);
  const device = softwareAuthenticator(origin);
  const options = (await app.inject({ method: 'POST', url: '/api/account/passkeys/options', headers: { cookie } })).json();
  const saved = await app.inject({ method: 'POST', url: '/api/account/passkeys/register', headers: { cookie }, payload: { name: 'Chiave', response: device.register(options) } });
  if (saved.statusCode !== 200) throw new Error(`passkey for ${email}: ${saved.statusCode} ${saved.body}`);
  const start = await app.inject({ method: 'POST', url: '/api/login/passkey/options' });
  const step = `portale_step=${start.cookies.find((c) => c.name === 'portale_step')!.value}`;
  const signedIn = await app.inject({ method: 'POST', url: '/api/login/passkey', headers: { cookie: step }, payload: { response: device.signIn(start.json()) } });
  if (signedIn.statusCode !== 200) throw new Error(`passkey sign-in for ${email}: ${signedIn.statusCode} ${signedIn.body}`);
  return sessionCookie(signedIn);
}
