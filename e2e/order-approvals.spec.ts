import { expect, request, test, type Page } from '@playwright/test';
import { activateViaApi, pricedProduct, profileWithCustomers } from './cart-support';
import { createAgentLike, E2E_PASSWORD } from './users-admin-api';
import { DEMO, expectNoSeriousA11yViolations, login, waitForNoticesToClose } from './helpers';

// Issue 56 §3: the cart marks a line beyond the agent's discount authority, the order sent goes 'Da approvare', and
// the admin's 'Ordini da approvare' screen approves or rejects it (the agent reads the reason).

/** Sets a user's own discount limit (percent) through the admin API. */
async function setDiscountLimit(baseURL: string, userId: number, limit: number) {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/login', { data: { email: DEMO.admin, password: DEMO.password, scope: 'webapp' } })).ok()).toBe(true);
  const { users } = (await (await api.get('/api/users')).json()) as { users: { id: number; name: string; email: string; role: string; version: number; profiles: { id: number }[] }[] };
  const user = users.find((u) => u.id === userId)!;
  const saved = await api.post('/api/users/update', {
    data: { user: { id: user.id, version: user.version, name: user.name, email: user.email, role: user.role, enabled: true, profiles: user.profiles.map((p) => ({ id: p.id })), discount_limit: limit } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await api.dispose();
}

/** A fresh agent with a 4% limit, a customer active and one product in the cart through the catalogue. */
async function agentWithCart(page: Page, baseURL: string | undefined, label: string) {
  const agent = await createAgentLike(baseURL!, DEMO.agent1, label);
  await setDiscountLimit(baseURL!, agent.id, 4);
  await login(page, agent.email, E2E_PASSWORD);
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const customer = customers[0]!;
  await activateViaApi(page, profile, customer.id);
  const product = await pricedProduct(page, 'lampada', customer.external_id);
  // A full load reads the context just set.
  await page.goto(`/catalogo?search=${encodeURIComponent(product.external_id)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.external_id }).first();
  await card.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  return { agent, profile, customer };
}

for (const width of [1280, 390]) {
  test(`the cart marks a line beyond the authority and the order goes 'Da approvare' (${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await agentWithCart(page, baseURL, `limite-${width}`);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await line.getByRole('combobox', { name: /^Sconto 1/ }).selectOption({ label: '2%' });
    await expect(line.getByText('sconto 2+2')).toBeVisible();
    await expect(line.getByTestId('line-beyond-limit')).toHaveCount(0);
    await line.getByRole('combobox', { name: /^Sconto 1/ }).selectOption({ label: '3%' });
    await expect(line.getByTestId('line-beyond-limit')).toHaveText("Oltre il tuo limite (4%): serve l'approvazione");
    await expect(line.getByTestId('line-beyond-limit')).toBeInViewport();
    await waitForNoticesToClose(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Avanti' }).click();
    // Issue 64 §6: said before 'Invia email' and 'Scarica PDF', which carry no net price for that line.
    const pending = page.getByTestId('discount-pending');
    await expect(pending).toContainText('Sconto in attesa di approvazione');
    await expect(pending).toContainText('oltre il tuo limite (4%)');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByRole('dialog').filter({ hasText: "Procedere con l'invio dell'ordine?" }).getByRole('button', { name: 'Invia ordine' }).click();
    const banner = page.getByTestId('order-banner');
    await expect(banner).toContainText(/Ordine WEB-\d{4}-\d{6} da approvare/);
    await expect(banner).toContainText("Oltre il tuo limite (4%): serve l'approvazione");
  });
}

test("'Ordini da approvare': the count, the lines beyond authority, reject with a reason the agent reads, approve", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // Two held orders of a fresh agent, sent through the API with his session.
  const agentPage = await (await browser.newContext({ baseURL })).newPage();
  const { customer, profile } = await agentWithCart(agentPage, baseURL, 'coda');
  const product = await pricedProduct(agentPage, 'lampada', customer.external_id);
  const codes: string[] = [];
  for (const key of [crypto.randomUUID(), crypto.randomUUID()]) {
    const answer = await agentPage.request.post('/api/cart/createOrder', {
      headers: { 'idempotency-key': key },
      data: { profile_external_id: profile, customer_id: customer.id, items: [{ product_id: product.id, quantity: 1, discount_1: 4, discount_2: 4 }] },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    codes.push(((await answer.json()) as { order_code: string }).order_code);
  }

  await login(page, DEMO.admin);
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  const entry = nav.getByRole('link', { name: /Ordini da approvare/ });
  await expect(entry.getByTestId('pending-approvals-count')).toHaveText(/^\d+$/);
  await entry.click();
  await expect(page.getByRole('heading', { name: 'Ordini da approvare', level: 2 })).toBeVisible();
  const [rejected, approved] = codes.map((code) => page.getByTestId('pending-order').filter({ has: page.getByRole('heading', { name: `Ordine ${code}` }) }));
  await expect(rejected!).toContainText('Agente di collaudo coda');
  await expect(rejected!.locator('[data-beyond]')).toContainText('Oltre il limite');
  await waitForNoticesToClose(page);
  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await rejected!.getByRole('button', { name: `Rifiuta ${codes[0]}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rifiuta l'ordine ${codes[0]}` });
  await dialog.getByRole('button', { name: 'Conferma rifiuto' }).click();
  await expect(dialog.getByText('Indicare il motivo del rifiuto (almeno 3 caratteri)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Motivo del rifiuto').fill('Sconto 4+4 non concordato');
  await dialog.getByRole('button', { name: 'Conferma rifiuto' }).click();
  await expect(page.getByText('Ordine rifiutato: l’agente vedrà il motivo')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Ordine ${codes[0]}` })).toHaveCount(0);

  await approved!.getByRole('button', { name: `Approva ${codes[1]}` }).click();
  // The order leaves the queue (its notice may share the screen with the rejection's, so the queue is the proof).
  await expect(page.getByRole('heading', { name: `Ordine ${codes[1]}` })).toHaveCount(0);

  // The ERP export: the approved order is delivered, the rejected one never.
  const queued = await page.request.post('/api/job/executeCommand', { data: { command: { name: 'orders:export' } } });
  expect(queued.ok(), await queued.text()).toBe(true);
  const exported = async () => ((await (await page.request.get('/api/job/getExportFiles')).json()) as { files: { name: string }[] }).files.map((f) => f.name);
  await expect.poll(exported, { timeout: 60_000 }).toContain(`${codes[1]}.csv`);
  expect(await exported()).not.toContain(`${codes[0]}.csv`);

  // The agent reads the reason on the order, with 'Riapri nel carrello'.
  const orders = await agentPage.request.post('/api/orders/getProfileOrders', { data: { search: codes[0] } });
  const order = ((await orders.json()) as { orders: { data: { id: number; code: string }[] } }).orders.data.find((o) => o.code === codes[0])!;
  await agentPage.goto(`/ordini?profile=${profile}&search=${codes[0]}&id=${order.id}`);
  const notice = agentPage.getByTestId('order-approval');
  await expect(notice).toContainText('Ordine rifiutato');
  await expect(notice.getByTestId('rejection-reason')).toContainText('Sconto 4+4 non concordato');
  await expect(notice.getByRole('button', { name: 'Riapri nel carrello' })).toBeVisible();
});
