import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoHorizontalScroll, expectNoSeriousA11yViolations, login } from './helpers';
import { E2E_PASSWORD, createAgentLike } from './users-admin-api';

const EMPTY_SELECTION = 'Selezionare un codice agente per visualizzare i clienti associati';

/**
 * Checks the screen itself once the transient notices have closed (success ones after 3 s): axe measures
 * their colours mid-fade, and their close button lacks an Italian accessible name (lib/notify.ts, shared).
 */
async function checkA11y(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

/** Logs in as a fresh agent sharing agente1's profiles, so context changes never leak between tests. */
async function freshAgent(page: Page, baseURL: string | undefined, label: string) {
  const agent = await createAgentLike(baseURL!, DEMO.agent1, label);
  expect(agent.profiles.length).toBeGreaterThan(0);
  await login(page, agent.email, E2E_PASSWORD);
  return agent;
}

/** Selects the first agent code in the left column and waits for its customers. */
async function chooseFirstProfile(page: Page) {
  const profiles = page.getByRole('region', { name: 'Codici agente' });
  await profiles.locator('button[aria-current], button.mantine-NavLink-root').first().click();
  await expect(page.getByText('Clienti caricati correttamente').first()).toBeVisible();
  const rows = page.getByRole('region', { name: /Clienti del codice agente/ }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows;
}

test('without a chosen agent code the customers home shows the empty-selection text', async ({ page, baseURL }) => {
  await freshAgent(page, baseURL, 'vuoto');
  await expect(page.getByText(EMPTY_SELECTION)).toBeVisible();
  await checkA11y(page);
});

test('choosing an agent code lists its customers, keeps it in the URL and survives a reload', async ({ page, baseURL }) => {
  await freshAgent(page, baseURL, 'scelta');
  const rows = await chooseFirstProfile(page);
  await expect(page).toHaveURL(/\?profile=/);
  await expect(page.getByText(EMPTY_SELECTION)).toHaveCount(0);
  const firstName = await rows.first().locator('td').nth(1).locator('a').innerText();
  await expect(page.getByText(/pagina 1 di \d+/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: /Clienti del codice agente/ }).getByRole('link', { name: firstName, exact: true })).toBeVisible();
  await checkA11y(page);
});

test('searching narrows the customer list and an unmatched search says so', async ({ page, baseURL }) => {
  await freshAgent(page, baseURL, 'ricerca');
  const rows = await chooseFirstProfile(page);
  const code = (await rows.nth(1).locator('td').first().innerText()).trim();

  await page.getByLabel('Cerca cliente').fill(code);
  await page.getByLabel('Cerca cliente').press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${code}`));
  await expect(rows.first().locator('td').first()).toHaveText(code);
  for (const text of await rows.locator('td:first-child').allInnerTexts()) expect(text).toContain(code);

  await page.getByLabel('Cerca cliente').fill('nessuncliente-zzz');
  // The home also has the search across every agent code: this is the chosen code's own.
  await page.getByRole('search', { name: 'Cerca clienti', exact: true }).getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page.getByText('Nessun cliente corrisponde a «nessuncliente-zzz»')).toBeVisible();

  // Back returns to the previous search (it lives in the URL).
  await page.goBack();
  await expect(rows.first().locator('td').first()).toHaveText(code);
});

test('Attiva makes the customer current: the header shows it, and the agent code is preselected on entry', async ({ page, baseURL }) => {
  await freshAgent(page, baseURL, 'attiva');
  const rows = await chooseFirstProfile(page);
  const row = rows.filter({ has: page.getByRole('button', { name: /^Attiva / }).and(page.locator(':enabled')) }).first();
  const name = await row.locator('td').nth(1).locator('a').innerText();
  await row.getByRole('button', { name: /^Attiva / }).click();
  await expect(page.getByText('Cliente attivato correttamente')).toBeVisible();
  const header = page.getByTestId('current-context');
  await expect(header).toContainText(name);

  await page.goto('/');
  await expect(page).toHaveURL(/\?profile=/);
  await expect(page.getByRole('region', { name: /Clienti del codice agente/ }).getByRole('link', { name, exact: true })).toBeVisible();
  await expect(header).toContainText(name);

  // The header's current customer opens its sheet.
  await header.getByRole('link').click();
  await expect(page).toHaveURL(/\/clienti\/\d+/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
});

test('inactive customers cannot be activated', async ({ page, baseURL }) => {
  const agent = await freshAgent(page, baseURL, 'inattivi');
  // Find, through the API, a page of one of the agent's codes that holds an inactive customer.
  const found = await page.evaluate(async (codes) => {
    for (const code of codes) {
      for (let pageNo = 1; pageNo <= 50; pageNo++) {
        const answer = await fetch(`/api/user/getProfileCustomers/${encodeURIComponent(code)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ search: '', page: pageNo }),
        });
        const { customers } = (await answer.json()) as { customers: { data: { company_name: string; inactive: boolean }[]; last_page: number } };
        const inactive = customers.data.find((c) => c.inactive);
        if (inactive) return { code, pageNo, name: inactive.company_name };
        if (pageNo >= customers.last_page) break;
      }
    }
    return null;
  }, agent.profiles);
  expect(found, 'the demo data has inactive customers on agente1 codes').not.toBeNull();
  await page.goto(`/?profile=${found!.code}&page=${found!.pageNo}`);
  const row = page.getByRole('region', { name: /Clienti del codice agente/ }).locator('tbody tr').filter({ hasText: found!.name });
  await expect(row).toContainText('Inattivo');
  await expect(row.getByRole('button', { name: /^Attiva / })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Visita / })).toBeEnabled();
});

test('saving a visit checks the notes and confirms with "Visita salvata correttamente"', async ({ page, baseURL }) => {
  await freshAgent(page, baseURL, 'visita');
  const rows = await chooseFirstProfile(page);
  await rows.first().getByRole('button', { name: /^Visita / }).click();
  const dialog = page.getByRole('dialog');
  // Today as the portal counts it, in Italy: between midnight in Rome and midnight UTC the two dates differ.
  const today = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await expect(dialog.getByLabel(/Data della visita/)).toHaveValue(today);
  await expect(dialog.getByLabel(/Note/)).toBeFocused();
  await dialog.getByLabel(/Note/).fill('ok');
  await dialog.getByRole('button', { name: 'Salva visita' }).click();
  await expect(dialog.getByText('Le note devono contenere più di 4 caratteri')).toBeVisible();
  await checkA11y(page);

  // The calendar is Italian and accessible too.
  await dialog.getByLabel(/Data della visita/).click();
  await expect(page.getByRole('button', { name: 'Mese precedente' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(/Note/).click();

  await dialog.getByLabel(/Note/).fill('Presentato il nuovo catalogo');
  await dialog.getByLabel(/Note/).press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Visita salvata correttamente')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('Info shows contacts and the decoded password, and saves the private note', async ({ page, baseURL }) => {
  await freshAgent(page, baseURL, 'nota');
  const rows = await chooseFirstProfile(page);
  await rows.first().getByRole('button', { name: /^Info / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Contatti' })).toBeVisible();
  await expect(dialog.getByText('Password:')).toBeVisible();
  await checkA11y(page);

  const note = `Preferisce essere contattato al mattino ${Date.now()}`;
  await dialog.getByLabel('Nota privata').fill(note);
  await dialog.getByRole('button', { name: 'Salva nota' }).click();
  await expect(page.getByText('Nota salvata correttamente')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await rows.first().getByRole('button', { name: /^Info / }).click();
  await expect(page.getByRole('dialog').getByLabel('Nota privata')).toHaveValue(note);
});

test('the turnover modal lists years with Italian amounts', async ({ page, baseURL }) => {
  await freshAgent(page, baseURL, 'fatturato');
  const rows = await chooseFirstProfile(page);
  await rows.first().getByRole('button', { name: /^Fatturato / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('columnheader', { name: 'Anno' })).toBeVisible();
  await expect(dialog.locator('tbody tr').first()).toContainText(/\d{4}/);
  await expect(dialog.locator('tbody tr').first()).toContainText(/\d,\d{2}\s€/);
});

test('the customer sheet opens from the list; an unreachable one shows the placeholder and the server message', async ({ page, baseURL }) => {
  await freshAgent(page, baseURL, 'scheda');
  const rows = await chooseFirstProfile(page);
  const link = rows.first().locator('td').nth(1).locator('a');
  const name = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/clienti\/\d+/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText('Codice cliente')).toBeVisible();
  await checkA11y(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoHorizontalScroll(page);

  await page.goto('/clienti/999999999');
  await expect(page.getByText('Scheda cliente non disponibile')).toBeVisible();
  await expect(page.getByText('Cliente non trovato')).toBeVisible();
});

test('an agent cannot open a customer of another agent code', async ({ page, baseURL }) => {
  // agente2 has a code agente1 lacks: find one of its customers as admin, then ask for it as agente1.
  await login(page, DEMO.admin);
  const agent1 = await createAgentLike(baseURL!, DEMO.agent1, 'estraneo');
  const otherCode = await page.evaluate(async (own) => {
    const users = (await (await fetch('/api/users')).json()) as { users: { email: string; profiles: { external_id: string; customers_count: number }[] }[] };
    const agent2 = users.users.find((u) => u.email === 'agente2@example.com')!;
    return agent2.profiles.find((p) => !own.includes(p.external_id) && p.customers_count > 0)!.external_id;
  }, agent1.profiles);
  await page.goto(`/?profile=${otherCode}`);
  const foreign = page.getByRole('region', { name: /Clienti del codice agente/ }).locator('tbody tr a').first();
  const href = await foreign.getAttribute('href');
  await page.context().clearCookies();
  await login(page, agent1.email, E2E_PASSWORD);
  await page.goto(href!);
  await expect(page.getByText('Scheda cliente non disponibile')).toBeVisible();
});

test('admins see the agents with their codes and search codes with at least 3 characters', async ({ page }) => {
  await login(page, DEMO.admin);
  const column = page.getByRole('region', { name: 'Codici agente' });
  await expect(column.getByText('Mario Rossi', { exact: true })).toBeVisible();
  await page.getByLabel('Cerca codice agente').fill('A0');
  await expect(page.getByText('Inserire almeno 3 caratteri per la ricerca')).toBeVisible();

  const label = await column.locator('.mantine-NavLink-label').first().innerText();
  const code = label.trim().split(/\s+/)[0];
  await page.getByLabel('Cerca codice agente').fill(code);
  const results = page.getByLabel('Risultati della ricerca');
  await expect(results.getByText(code, { exact: true })).toBeVisible();
  await results.locator('button').first().click();
  await expect(page).toHaveURL(new RegExp(`profile=${code}`));
  await expect(page.getByText('Clienti caricati correttamente').first()).toBeVisible();
  await checkA11y(page);
});

test('the customers home fits a 768×1024 tablet without horizontal scrolling', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await freshAgent(page, baseURL, 'tablet');
  await expectNoHorizontalScroll(page);
  await chooseFirstProfile(page);
  await expectNoHorizontalScroll(page);
  await checkA11y(page);
});

test('keyboard only: choose an agent code, open Info, and Escape returns focus to the button', async ({ page, baseURL }) => {
  await freshAgent(page, baseURL, 'tastiera');
  const firstProfile = page.getByRole('region', { name: 'Codici agente' }).locator('button.mantine-NavLink-root').first();
  await firstProfile.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?profile=/);
  const info = page.getByRole('region', { name: /Clienti del codice agente/ }).getByRole('button', { name: /^Info / }).first();
  await info.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus stays inside the open dialog.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(info).toBeFocused();
});

test('on a 390 px phone each customer is a card: names whole, actions reachable, no sideways scrolling', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freshAgent(page, baseURL, 'telefono');
  const rows = await chooseFirstProfile(page);
  // The header row gives way to a label per value; the company name is never broken a letter per line.
  await expect(page.getByRole('region', { name: /Clienti del codice agente/ }).locator('thead')).toBeHidden();
  const name = rows.first().getByRole('link').first();
  const box = (await name.boundingBox())!;
  expect(box.width).toBeGreaterThan(120);
  await expect(rows.first().getByRole('button', { name: /^Attiva / })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/customers-390.png', fullPage: true });
  await checkA11y(page);
});
