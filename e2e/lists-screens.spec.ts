import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, waitForNoticesToClose } from './helpers';
import { LIST_SCREENS, chooseAllCodes, countLine, loginFreshAgent, profileColumn } from './lists-helpers';

for (const screen of LIST_SCREENS) {
  test(`${screen.title}: placeholder until an agent code is chosen, then the list, on a tablet without sideways scroll`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await loginFreshAgent(page, baseURL, `vuoto-${screen.path.slice(1)}`);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.title, exact: true })).toBeVisible();
    await expect(page.getByText(screen.placeholder)).toBeVisible();
    // The filters are there from the start: dates, free search and Cerca (status only for orders).
    await expect(page.getByRole('textbox', { name: 'Data inizio' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Data fine' })).toBeVisible();
    await expect(page.getByLabel('Ricerca')).toBeVisible();
    await expect(page.getByLabel('Stato')).toHaveCount(screen.path === '/ordini' ? 1 : 0);
    await waitForNoticesToClose(page);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await chooseAllCodes(page, screen.loaded);
    await expect(profileColumn(page).getByRole('button', { name: 'Tutti i codici agente' })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/profile=\*/);
    await expect(countLine(page).or(page.getByText(screen.placeholder))).toBeVisible();
    await waitForNoticesToClose(page);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
  });
}

test('an agent picks among their own agent codes, each with its sales areas', async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'codici');
  await page.goto('/fatture');
  const column = profileColumn(page);
  await expect(column.getByRole('button', { name: 'Tutti i codici agente' })).toBeVisible();
  for (const code of agent.profiles) await expect(column.getByRole('button', { name: new RegExp(`^${code} ·`) })).toBeVisible();
  await column.getByRole('button', { name: new RegExp(`^${agent.profiles[0]} ·`) }).click();
  await expect(page).toHaveURL(new RegExp(`profile=${agent.profiles[0]}`));
  await expect(page.getByText('Fatture caricate correttamente').first()).toBeVisible();
});

test('the lists work from the keyboard alone: agent code, search with Enter, a document and back', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'tastiera');
  await page.goto('/fatture');
  const all = profileColumn(page).getByRole('button', { name: 'Tutti i codici agente' });
  await all.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Fatture caricate correttamente').first()).toBeVisible();
  const firstLink = page.getByRole('table', { name: 'Fatture' }).locator('tbody tr a').first();
  const number = (await firstLink.textContent())!;

  await page.getByLabel('Ricerca').focus();
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  // The URL changes first; the rows (and their links, which carry the list's state) follow in a render of their own.
  await expect(firstLink).toHaveAttribute('href', new RegExp(`search=${number}`));
  await firstLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Fattura ${number}` })).toBeVisible();
  await page.getByRole('link', { name: "← Torna all'elenco" }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Fatture' })).toBeVisible();
  await expect(page.getByLabel('Ricerca')).toHaveValue(number);
});
