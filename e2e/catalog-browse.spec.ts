import { expect, test } from '@playwright/test';
import { activateViaApi, expectAccessible, loginFreshAgent, profileWithCustomers } from './cart-support';
import { expectNoHorizontalScroll } from './helpers';

test('without an active customer the catalogue says so, links to the customers home and cannot add', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'catalogo-senza');
  await page.goto('/catalogo');
  await expect(page.getByText('Nessun cliente attivo').first()).toBeVisible();
  const card = page.getByTestId('product-card').first();
  await expect(card.getByTestId('product-price')).toHaveText('Prezzo: attivare un cliente');
  await expect(card.getByRole('button', { name: /Aggiungi al carrello/ })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Vai ai clienti' }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});

test('search narrows by description, pages live in the URL, and an unmatched search says so', async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'catalogo-cerca');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  await activateViaApi(page, profile, customers[0]!.id);

  await page.goto('/catalogo');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByText(/pagina 1 di \d+/)).toBeVisible();
  const firstCode = await page.getByTestId('product-card').first().getByText(/^Codice:/).innerText();
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/pagina 2 di \d+/)).toBeVisible();
  await expect(page.getByTestId('product-card').first().getByText(/^Codice:/)).not.toHaveText(firstCode);

  // Case- and accent-insensitive substring match on the description.
  await page.getByLabel('Cerca per descrizione o codice').fill('PORTAFIORI');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page).toHaveURL(/search=PORTAFIORI/);
  await expect(page).not.toHaveURL(/page=2/);
  const cards = page.getByTestId('product-card');
  // The previous page stays on screen (dimmed) until the search answers: wait for the new cards.
  await expect(cards.first().getByRole('heading')).toContainText(/portafiori/i);
  for (const title of await cards.getByRole('heading').allInnerTexts()) expect(title.toLowerCase()).toContain('portafiori');
  // Prices are in euro, Italian style.
  await expect(cards.first().getByTestId('product-price')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  // The demo's pictures come from the portal's own file storage (issue 8: no more grey placeholders).
  await expect(cards.first().getByRole('img')).toHaveAttribute('src', /^\/api\/catalog\/image\//);

  await page.getByLabel('Cerca per descrizione o codice').fill('nessunprodotto-zzz');
  await page.getByLabel('Cerca per descrizione o codice').press('Enter');
  await expect(page.getByText('Nessun prodotto trovato per "nessunprodotto-zzz"')).toBeVisible();

  // Back returns to the previous search.
  await page.goBack();
  await expect(page.getByLabel('Cerca per descrizione o codice')).toHaveValue('PORTAFIORI');
});

test('the catalogue fits a tablet without horizontal scroll and has no serious a11y violations', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const agent = await loginFreshAgent(page, baseURL, 'catalogo-tablet');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  await activateViaApi(page, profile, customers[0]!.id);
  await page.goto('/catalogo');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Keyboard: quantity then Enter adds to the cart.
  const card = page.getByTestId('product-card').filter({ hasText: /€/ }).first();
  await card.getByRole('textbox', { name: /Quantità di/ }).fill('4');
  await card.getByRole('textbox', { name: /Quantità di/ }).press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
