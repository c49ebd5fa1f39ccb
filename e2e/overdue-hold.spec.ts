import { expect, test, type APIRequestContext } from '@playwright/test';
import { activateViaApi, customersOf, pricedProduct } from './cart-support';
import { expectNoSeriousA11yViolations, login, waitForNoticesToClose } from './helpers';
import { E2E_OVERDUE_HOLD_DAYS } from './server-settings';
import { adminApi, createAgent, E2E_PASSWORD } from './users-admin-api';

// Issue 56 §4: a customer with instalments overdue beyond the hold. The cart says, before 'Invia ordine', that the
// order will wait for approval and why ('Scaduto da N giorni: X €'); the briefing shows the same warning from the same
// figures; the order sent goes 'Da approvare' with that reason.

const DAYS_LATE = E2E_OVERDUE_HOLD_DAYS + 75;
// The portal groups thousands even in four digits ('1.575').
const DAYS_LATE_TEXT = new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(DAYS_LATE);
const REASON = `Scaduto da ${DAYS_LATE_TEXT} giorni: 350,50 €`;

/** The ISO date `days` days before today in Rome (the server's business date). */
function daysAgoInRome(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - days)).toISOString().slice(0, 10);
}

/** Uploads a CSV as the ERP would, runs its import command and waits for it to complete without a refused row. */
async function importCsv(api: APIRequestContext, command: string, rows: string[]) {
  const upload = await api.post('/api/job/uploadImportFile', { multipart: { file: { name: `${command.replace(':', '-')}.csv`, mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) } } });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { file } = (await upload.json()) as { file: string };
  const queued = await api.post('/api/job/executeCommand', { data: { command: { name: command, arguments: { file } } } });
  expect(queued.ok(), await queued.text()).toBe(true);
  const { id } = (await queued.json()) as { id: number };
  type Run = { id: number; status: string; error: string | null; output: { refused?: number; errors?: unknown[] } | null };
  const run = async () => ((await (await api.get('/api/job/getQueue?page=1')).json()) as { commands_history: { data: Run[] } }).commands_history.data.find((r) => r.id === id);
  await expect.poll(async () => (await run())?.status, { timeout: 60_000 }).toMatch(/^(completed|failed|interrupted)$/);
  const done = (await run())!;
  expect({ command, status: done.status, error: done.error, errors: done.output?.errors ?? [] }).toEqual({ command, status: 'completed', error: null, errors: [] });
}

/**
 * An agent code of its own with one customer, on a demo customer's price list and payment mode, and one unpaid
 * instalment of 350,50 € due DAYS_LATE days ago: no other test's customer is touched. A fresh agent holds the code.
 */
async function overdueCustomer(baseURL: string, label: string) {
  const api = await adminApi(baseURL);
  const stamp = `${Date.now() % 1e8}`;
  const [profile, customer, invoice] = [`S${stamp}`, `CS${stamp}`, `FS${stamp}`];
  const { users } = (await (await api.get('/api/users')).json()) as { users: { email: string; profiles: { external_id: string }[] }[] };
  const demoProfile = users.find((u) => u.email === 'agente1@example.com')!.profiles[0]!.external_id;
  const model = (
    (await (await api.post(`/api/user/getProfileCustomers/${demoProfile}`, { data: { search: '', page: 1 } })).json()) as {
      customers: { data: { price_list: { code: string } | null; payment_mode: { id: number } | null }[] };
    }
  ).customers.data.find((c) => c.price_list && c.payment_mode)!;
  const { payment_modes: modes } = (await (await api.get('/api/payment_modes')).json()) as { payment_modes: { id: number; external_id: string }[] };
  const paymentMode = modes.find((m) => m.id === model.payment_mode!.id)!.external_id;
  const name = `Onoranze Scadute ${label} ${stamp}`;

  await importCsv(api, 'import:profiles', ['external_id;company_name', `${profile};Agenzia di collaudo scaduti`]);
  await importCsv(api, 'import:customers', ['external_id;company_name;price_list;payment_mode;profiles', `${customer};${name};${model.price_list!.code};${paymentMode};${profile}`]);
  const issued = daysAgoInRome(DAYS_LATE + 30);
  await importCsv(api, 'import:invoices', [
    'code;number;issue_date;total_net;total;profile_external_id;customer_external_id',
    `${invoice};${stamp};${issued};287,30;350,50;${profile};${customer}`,
  ]);
  await importCsv(api, 'import:invoice-expirations', ['invoice_code;date;amount;paid', `${invoice};${daysAgoInRome(DAYS_LATE)};350,50;0`]);

  const found = (await (await api.post('/api/user/adminSearchProfiles', { data: { search: profile } })).json()) as { profiles: { id: number; external_id: string }[] };
  const agent = await createAgent(api, `scaduti-${label}`, found.profiles.filter((p) => p.external_id === profile));
  await api.dispose();
  return { agent, profile, customer, name };
}

for (const width of [1280, 390]) {
  test(`a customer overdue beyond the hold: the cart and the briefing say so, the order goes 'Da approvare' (${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const { agent, profile, customer, name } = await overdueCustomer(baseURL!, String(width));
    await login(page, agent.email, E2E_PASSWORD);
    const held = (await customersOf(page, profile)).find((c) => c.external_id === customer)!;
    expect(held, 'the imported customer, in the agent code').toBeTruthy();

    // The briefing: the warning, and the figures it comes from.
    await page.goto(`/clienti/${held.id}/scheda-visita?profile=${profile}`);
    await expect(page.getByRole('heading', { name: `Scheda visita — ${name}` })).toBeVisible();
    await expect(page.getByTestId('briefing-overdue-hold')).toHaveText(`Cliente con scaduti: i suoi ordini andranno in approvazione (${REASON})`);
    const figures = page.getByTestId('briefing-figures');
    await expect(figures).toContainText(/Scaduto\s*350,50\s€/);
    await expect(figures).toContainText(`1 scadenza, la più vecchia da ${DAYS_LATE_TEXT} giorni`);
    await expectNoSeriousA11yViolations(page);

    // The cart, before sending.
    await activateViaApi(page, profile, held.id);
    const product = await pricedProduct(page, 'lampada', customer);
    await page.goto(`/catalogo?search=${encodeURIComponent(product.external_id)}`);
    await page.getByTestId('product-card').filter({ hasText: product.external_id }).first().getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const warning = page.getByTestId('overdue-hold-message');
    await expect(warning).toHaveText(`Cliente con scaduti: l’ordine andrà in approvazione (${REASON})`);
    await warning.scrollIntoViewIfNeeded();
    await expect(warning).toBeInViewport();
    await waitForNoticesToClose(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Avanti' }).click();
    // Still said on the step that sends.
    await expect(warning).toHaveText(`Cliente con scaduti: l’ordine andrà in approvazione (${REASON})`);
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByRole('dialog').filter({ hasText: "Procedere con l'invio dell'ordine?" }).getByRole('button', { name: 'Invia ordine' }).click();
    const banner = page.getByTestId('order-banner');
    await expect(banner).toContainText(/Ordine WEB-\d{4}-\d{6} da approvare/);
    await expect(banner).toContainText(REASON);
  });
}
