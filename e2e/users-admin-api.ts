import { expect, request, type APIRequestContext } from '@playwright/test';
import { DEMO } from './helpers';

export const E2E_PASSWORD = 'prova-e2e-2026';

/** A request context signed in as the demo administrator (dispose it when done). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const answer = await api.post('/api/login', { data: { email: DEMO.admin, password: DEMO.password, scope: 'webapp' } });
  expect(answer.ok()).toBe(true);
  return api;
}

/**
 * A fresh agent with the same profiles as a demo agent. Tests that change the user's server-side context
 * (Activate) or depend on it being empty use their own user, so they never depend on each other or on order.
 */
export async function createAgentLike(baseURL: string, demoEmail: string | null, label: string): Promise<{ id: number; email: string; profiles: string[] }> {
  const api = await adminApi(baseURL);
  const { users } = (await (await api.get('/api/users')).json()) as { users: { email: string; profiles: AgentProfile[] }[] };
  const source = demoEmail ? users.find((u) => u.email === demoEmail) : undefined;
  const agent = await createAgent(api, label, source?.profiles ?? []);
  await api.dispose();
  return agent;
}

type AgentProfile = { id: number; external_id: string };

/** A fresh agent (password E2E_PASSWORD) with these agent codes, made through an administrator's context. */
export async function createAgent(api: APIRequestContext, label: string, profiles: AgentProfile[]): Promise<{ id: number; email: string; profiles: string[] }> {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const saved = await api.post('/api/users/update', {
    data: {
      user: {
        name: `Agente di collaudo ${label}`,
        email,
        role: 'agent',
        enabled: true,
        password: E2E_PASSWORD,
        password_confirmation: E2E_PASSWORD,
        profiles: profiles.map((p) => ({ id: p.id })),
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { user } = (await saved.json()) as { user: { id: number } };
  return { id: user.id, email, profiles: profiles.map((p) => p.external_id) };
}
