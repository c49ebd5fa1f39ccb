import { expect, test } from '@playwright/test';
import { DEMO, expectNoHorizontalScroll, expectNoSeriousA11yViolations, login } from './helpers';

test('an admin creates, edits and deletes a user', async ({ page }) => {
  // Create, edit, history and delete in one walk: longer than one screen's budget on a loaded 2-core machine.
  test.setTimeout(120_000);
  const email = `nuovo-${Date.now()}@example.com`;
  await login(page, DEMO.admin);
  await page.getByRole('link', { name: 'Utenti' }).click();
  await expect(page).toHaveURL(/\/utenti$/);
  // 'Utenti' is unpaged until issue 65 and lists every user the suite has created by then: its first load may exceed 10 s.
  await expect(page.getByRole('cell', { name: DEMO.agent1 })).toBeVisible({ timeout: 30_000 });

  // Create, with one agent code picked through the search.
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nome').fill('Luca Verdi');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Codice TOP').fill('TOP77');
  await form.getByLabel(/^Password/).fill('password-sicura');
  await form.getByLabel('Conferma password').fill('password-sicura');
  const picker = form.getByRole('combobox', { name: 'Codici agente' });
  await picker.fill('A0');
  await expect(page.getByText('Inserire almeno 3 caratteri per la ricerca')).toBeVisible();
  const users = (await (await page.request.get('/api/users')).json()) as { users: { email: string; profiles: { external_id: string }[] }[] };
  const code = users.users.find((u) => u.email === DEMO.agent1)!.profiles[0].external_id;
  await picker.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Utente salvato correttamente')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Luca Verdi');
  await expect(row).toContainText('Agente');
  await expect(row).toContainText(code);

  // Edit: the form comes back filled; an empty password keeps the current one.
  await row.getByRole('button', { name: /^Modifica/ }).click();
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Codice TOP')).toHaveValue('TOP77');
  await expect(form.getByText(new RegExp(`^${code} — `))).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Nome').fill('Luca Verdi Bis');
  await form.getByLabel('Nome').press('Enter');
  await expect(page.getByText('Utente salvato correttamente').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Luca Verdi Bis');

  // 'Storico modifiche': the same dialog as the master-data screens, with the name change.
  await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Storico modifiche di Luca Verdi Bis' }).click();
  const history = page.getByRole('dialog', { name: 'Storico modifiche — Luca Verdi Bis' });
  await expect(history.getByText(/^Modifica — /)).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Luca Verdi Bis' })).toContainText('Luca Verdi');
  // The screen's own caption, never the database name (issue 22).
  await expect(history.getByRole('row').filter({ hasText: 'Luca Verdi Bis' }).getByRole('cell').first()).toHaveText('Nome');
  await history.getByRole('button', { name: 'Chiudi' }).click();
  await expect(history).toBeHidden();

  // Delete after the seed's confirmation question.
  await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: /^Elimina/ }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText("Procedere con la cancellazione dell'utente?")).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Utente cancellato correttamente')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test("cancelling the delete confirmation keeps the user", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/utenti');
  const row = page.getByRole('row').filter({ hasText: DEMO.agent2 });
  await row.getByRole('button', { name: /^Elimina/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: DEMO.agent2 })).toBeVisible();
  await expect(page.getByText('Utente cancellato correttamente')).toHaveCount(0);
});

test('the server refuses a bad user and its message is shown', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/utenti');
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nome').fill('Utente Errato');
  await form.getByLabel('Email').fill(`errato-${Date.now()}@example.com`);
  // Spec §5: the client does not compare the two passwords; the server does.
  await form.getByLabel(/^Password/).fill('password-uno');
  await form.getByLabel('Conferma password').fill('password-due');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByRole('alert')).toContainText('Le password non coincidono');
  await expect(page.getByText('Utente salvato correttamente')).toHaveCount(0);
});

test('the users screen and its form are accessible and fit a 768×1024 tablet', async ({ page }) => {
  // Two axe passes, one over the whole users table: beyond 60 s once on a slow machine with the other workers busy
  // (CI of 29/11/2026; 31 s on the retry).
  test.slow();
  await login(page, DEMO.admin);
  await page.goto('/utenti');
  await expect(page.getByRole('cell', { name: DEMO.agent1 })).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  await expect(page.getByRole('dialog').getByLabel('Nome')).toBeFocused();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
});

// Issue 55 point 29: on a phone the users list hid 'Codice TOP' and 'Codici agente'.
test('users list on a phone: each card shows the TOP code and the agent codes', async ({ page }) => {
  test.slow();
  await login(page, DEMO.admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/utenti');
  const card = page.getByRole('row').filter({ hasText: DEMO.agent1 });
  // The first load may take a while on a busy machine.
  await expect(card.locator('td[data-label="Codice TOP"]')).toBeVisible({ timeout: 30_000 });
  await expect(card.locator('td[data-label="Codici agente"]')).toBeVisible();
  await expect(card.locator('td[data-label="Codici agente"]')).not.toHaveText('');
  await expectNoHorizontalScroll(page);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
});
