import { expect, test, type Page } from '@playwright/test';
import { customersOf } from './cart-support';
import { DEMO, login } from './helpers';
import { adminApi, createAgent, createAgentLike, E2E_PASSWORD } from './users-admin-api';

// Issue 53, points 2, 9 and 10: a tablet shared by two agents. What one agent recorded is sent only in his session,
// a logout without network is completed when the network returns, and the copy leaves the device with its owner.
test.describe.configure({ timeout: 180_000 });

const QUEUED = 'Visita salvata sul dispositivo: sarà inviata al ritorno della rete (Da sincronizzare)';

/** Visits on the server whose notes hold the text, as the page's session sees them (both agents share the profiles). */
async function visitsOnServer(page: Page, profile: string, text: string) {
  const answer = await page.request.post(`/api/visit/index/${profile}`, { data: { search: text, page: 1 } });
  expect(answer.ok()).toBe(true);
  const { visits } = (await answer.json()) as { visits: { data: { notes: string }[] } };
  return visits.data.filter((v) => v.notes === text).length;
}

/** The states of a user's outbox on this device, read the way the page stores it. */
function outboxStates(page: Page, userId: number) {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          const all = request.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve((all.result as { state: string }[]).map((i) => i.state));
            request.result.close();
          };
        };
        request.onerror = () => resolve([]);
      }),
    `portale-offline-${userId}`,
  );
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Esci' }).click();
  // With work not sent yet, 'Esci' asks whether to keep it for the next session.
  const dialog = page.getByRole('dialog', { name: 'Esci' });
  await expect(dialog.or(page.getByRole('button', { name: 'Accedi', exact: true }))).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Esci', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
}

test("A's visits queued, A logs out mid-replay and B signs in on the same tab: nothing reaches the server as B; A's items wait for A", async ({ page, baseURL }) => {
  const a = await createAgentLike(baseURL!, DEMO.agent1, 'handover-a');
  const b = await createAgentLike(baseURL!, DEMO.agent1, 'handover-b');
  await login(page, a.email, E2E_PASSWORD);
  const profile = a.profiles[0]!;
  const customer = (await customersOf(page, profile))[0]!;

  // The visit calls: lost while 'down', held (a slow link) while 'hold'.
  let mode: 'down' | 'hold' | 'up' = 'down';
  let held: (() => Promise<void>) | null = null;
  let arrived!: () => void;
  const firstHeld = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/api/visit/saveVisit/**', async (route) => {
    if (mode === 'down') return route.abort('internetdisconnected');
    if (mode === 'hold') {
      held = () => route.continue().catch(() => {});
      arrived();
      return;
    }
    return route.continue();
  });

  const notes: string[] = [];
  for (let i = 0; i < 2; i++) {
    const text = `Visita passaggio ${Date.now()}-${i}`;
    notes.push(text);
    await page.goto(`/?profile=${encodeURIComponent(profile)}&search=${encodeURIComponent(customer.external_id)}`);
    await page.getByRole('button', { name: `Visita ${customer.company_name}` }).click();
    await page.getByRole('dialog').getByLabel(/Note/).fill(text);
    await page.getByRole('button', { name: 'Salva visita' }).click();
    await expect(page.getByText(QUEUED).first()).toBeVisible();
  }

  // The replay starts; its first visit hangs on the link.
  mode = 'hold';
  await page.goto('/da-sincronizzare');
  await page.getByRole('button', { name: 'Invia ora' }).click();
  await firstHeld;

  // A taps 'Esci' (his two visits are not sent yet: he keeps them) and B signs in on the same tab.
  await signOut(page);
  await login(page, b.email, E2E_PASSWORD);
  mode = 'up';
  await (held as (() => Promise<void>) | null)?.();
  // B is told that unsent work of another user is on the device, without its content.
  await expect(page.getByText('Su questo dispositivo ci sono elementi non ancora inviati di un altro utente')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(notes[0]!)).toHaveCount(0);
  // B's own outbox runs at start: give it its turn, then count.
  await page.waitForTimeout(3_000);
  for (const text of notes) expect(await visitsOnServer(page, profile, text)).toBe(0);
  expect(await outboxStates(page, a.id)).toEqual(['pending', 'pending']);

  // A signs in again: his visits go, as his, once each.
  await signOut(page);
  await login(page, a.email, E2E_PASSWORD);
  await expect.poll(() => visitsOnServer(page, profile, notes[1]!), { timeout: 45_000 }).toBe(1);
  expect(await visitsOnServer(page, profile, notes[0]!)).toBe(1);
});

test("'Esci' without network: kept, said on the login screen, and sent first when the network returns", async ({ page, context, baseURL }) => {
  const agent = await createAgentLike(baseURL!, DEMO.agent1, 'offline-logout');
  await login(page, agent.email, E2E_PASSWORD);
  // The app settles first (it fetches the notice's code ahead while idle), as it has when the network goes in the field.
  await page.waitForLoadState('networkidle');
  // (on a busy machine the idle callback may come up to 5 s later than the network's idle)
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /logout-notice/.test(r.name))), { timeout: 15_000 })
    .toBe(true);
  await context.setOffline(true);
  try {
    await signOut(page);
    await expect(page.getByTestId('pending-logout')).toHaveText('Uscita registrata sul dispositivo: sarà completata al ritorno della rete');
    // The device refuses the remembered session meanwhile.
    expect(await page.evaluate(() => localStorage.getItem('portale-offline-session'))).toBeNull();
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByTestId('pending-logout')).toHaveCount(0, { timeout: 15_000 });
  // The server's session is over: the portal does not open as him without a password.
  expect((await page.request.get('/api/user/current')).status()).toBe(401);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
});

test("after 'Esci' the agent's copy and cart are gone from the browser's storage", async ({ page, baseURL }) => {
  const agent = await createAgentLike(baseURL!, DEMO.agent1, 'wipe');
  await login(page, agent.email, E2E_PASSWORD);
  // The device page opens the agent's offline database.
  await page.goto('/dispositivo');
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)), { timeout: 30_000 }).toContain(`portale-offline-${agent.id}`);
  await signOut(page);
  // The database goes once the screens reading it have closed (it may take a moment); nothing opens it again.
  // (The copy's worker, if a run had started, is ended first; a busy machine may take seconds over it.)
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)), { timeout: 30_000 }).not.toContain(`portale-offline-${agent.id}`);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain(`portale-offline-${agent.id}`);
  const cart = await page.evaluate(() => localStorage.getItem('portale-cart'));
  expect(cart ?? '').not.toContain(`"${agent.id}"`);
});


/** The agent codes of every customer in a user's device copy, read the way the page stores them. */
function copiedAgentCodes(page: Page, userId: number) {
  return page.evaluate(
    (name) =>
      new Promise<string[][]>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          const all = request.result.transaction('customers').objectStore('customers').getAll();
          all.onsuccess = () => {
            resolve((all.result as { agent_codes: string[] }[]).map((c) => c.agent_codes));
            request.result.close();
          };
          all.onerror = () => reject(all.error);
        };
        request.onerror = () => reject(request.error);
      }),
    `portale-offline-${userId}`,
  );
}

test("A's first copy is under way in its worker, A taps 'Esci' and B signs in on the tab: A's held answer is never written, B's copy is B's alone", async ({ page, baseURL }) => {
  const a = await createAgentLike(baseURL!, DEMO.agent1, 'sync-a');
  // B: a demo agent's codes that A does not have.
  const api = await adminApi(baseURL!);
  const { users } = (await (await api.get('/api/users')).json()) as { users: { role: string; profiles: { id: number; external_id: string }[] }[] };
  const other = users.find((u) => u.role === 'agent' && u.profiles.length > 0 && u.profiles.every((p) => !a.profiles.includes(p.external_id)));
  expect(other, 'a demo agent with other codes').toBeTruthy();
  const b = await createAgent(api, 'sync-b', other!.profiles);
  await api.dispose();
  // The answer to A's first customers chunk (A's data, fetched with A's cookie) is held until B has signed in: a run
  // still going would then store it and ask for the next chunk with B's cookie.
  let held = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/sync/customers*', async (route) => {
    if (held) return route.continue();
    held = true;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response }).catch(() => undefined);
  });

  await login(page, a.email, E2E_PASSWORD);
  await page.goto('/dispositivo');
  await expect.poll(() => held, { timeout: 60_000 }).toBe(true);
  await signOut(page);
  await login(page, b.email, E2E_PASSWORD);
  release();

  await page.goto('/dispositivo');
  await expect(page.getByTestId('device-updated-at')).toHaveText(/Ultimo aggiornamento: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/, { timeout: 240_000 });
  const codes = await copiedAgentCodes(page, b.id);
  expect(codes.length).toBeGreaterThan(0);
  for (const customerCodes of codes) expect(customerCodes.every((code) => b.profiles.includes(code)), `codes ${customerCodes.join(', ')}`).toBe(true);
  // A's copy left with A ('Esci' with an empty outbox), and nothing wrote it again.
  await page.waitForTimeout(2_000);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain(`portale-offline-${a.id}`);
});
