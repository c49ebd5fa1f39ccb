import { expect, test, type Page } from '@playwright/test';
import { activateViaApi, euroTextToCents, expectAccessible, loginFreshAgent, pricedProduct, profileWithCustomers } from './cart-support';
import { expectNoHorizontalScroll } from './helpers';

/** Fresh agent with an active customer and `quantity` of a priced product in the cart (through the catalogue). */
async function cartWithProduct(page: Page, baseURL: string | undefined, label: string, quantity = 1) {
  const agent = await loginFreshAgent(page, baseURL, label);
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const customer = customers[0]!;
  await activateViaApi(page, profile, customer.id);
  const product = await pricedProduct(page, '', customer.external_id);
  await page.goto(`/catalogo?search=${encodeURIComponent(product.external_id)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.external_id });
  await card.getByRole('textbox', { name: /Quantità di/ }).fill(String(quantity));
  await card.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  return { profile, customer, product };
}

test('an empty cart says "Il carrello è vuoto", fits a tablet and has no serious a11y violations', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'vuoto');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Carrello', exact: true })).toBeVisible();
  await expect(page.getByText('Il carrello è vuoto')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoHorizontalScroll(page);
});

test('the cart survives a reload; quantity stays ≥ 1; line notes; clearing asks first', async ({ page, baseURL }) => {
  await cartWithProduct(page, baseURL, 'modifica', 2);
  const line = page.getByTestId('cart-line');
  const quantity = line.getByRole('textbox', { name: /^Quantità/ });
  await expect(quantity).toHaveValue('2');

  await quantity.fill('0');
  await expect(line.getByText('La quantità minima è 1')).toBeVisible();
  await quantity.blur();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('5');
  await quantity.blur();

  await line.getByRole('button', { name: /^(Aggiungi|Modifica) note/ }).click();
  const notes = page.getByRole('dialog', { name: /Note della riga/ });
  await notes.getByLabel('Note').fill('Consegna al mattino');
  await notes.getByRole('button', { name: 'Salva note' }).click();
  await expect(line.getByText('Consegna al mattino')).toBeVisible();
  await page.getByLabel('Note del carrello').fill('Chiamare prima della consegna');

  await page.reload();
  await expect(line.getByRole('textbox', { name: /^Quantità/ })).toHaveValue('5');
  await expect(line.getByText('Consegna al mattino')).toBeVisible();
  await expect(page.getByLabel('Note del carrello')).toHaveValue('Chiamare prima della consegna');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Svuota carrello' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Sei sicuro di voler rimuovere tutti i prodotti dal carrello?' });
  await confirm.getByRole('button', { name: 'Annulla' }).click();
  await expect(line).toHaveCount(1);
  await page.getByRole('button', { name: 'Svuota carrello' }).click();
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Il carrello è vuoto')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('additions: shipping removal and promotion removal ask first; Indietro goes back; both states fit a tablet', async ({ page, baseURL }) => {
  // Enough goods for the demo's promotion rule (≥ 1.500 €) while the standard shipping still applies or not.
  const agent = await loginFreshAgent(page, baseURL, 'aggiunte');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  await activateViaApi(page, profile, customers[0]!.id);
  const product = await pricedProduct(page, '', customers[0]!.external_id);
  const quantity = Math.ceil(1600 / product.current_price!);
  await page.goto(`/catalogo?search=${encodeURIComponent(product.external_id)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.external_id });
  await card.getByRole('textbox', { name: /Quantità di/ }).fill(String(quantity));
  await card.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await page.goto('/cart');

  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('button', { name: 'Indietro' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Promotion: removable after the question, with 'Nessuna promozione' as a choice.
  await expect(page.getByTestId('promotion-line')).not.toHaveText('Nessuna promozione');
  await page.getByRole('button', { name: 'Rimuovi promozione' }).click();
  const promo = page.getByRole('dialog').filter({ hasText: 'Rimuovere dal carrello la promozione?' });
  await expect(promo.getByRole('radio', { name: 'Nessuna promozione' })).toBeChecked();
  await promo.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByTestId('promotion-line')).toHaveText('Nessuna promozione');

  // Shipping line: goods over 1.600 € pass every list's free-shipping threshold (500–1.000 € in the demo
  // rules), so the free-shipping rule always adds its line; removal asks the seed's question.
  const removeShipping = page.getByRole('button', { name: 'Rimuovi spese di spedizione' });
  await expect(page.getByTestId('shipping-lines')).toBeVisible();
  await removeShipping.click();
  await page.getByRole('dialog').filter({ hasText: 'Rimuovere dal carrello le spese di spedizione?' }).getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Nessuna spesa di spedizione')).toBeVisible();
  await expect(removeShipping).toHaveCount(0);

  // A new free-text shipping address is kept (applied after the debounce) across a reload.
  await page.getByRole('radio', { name: 'Nuovo indirizzo' }).check();
  await page.getByLabel('Nuovo indirizzo di spedizione').fill('Cimitero Maggiore, Piazzale Cimitero Maggiore 1, 20151 Milano (MI)');
  // Wait until the debounced change reaches the stored cart, then reload.
  await expect.poll(() => page.evaluate(() => Object.values(localStorage).some((v) => v.includes('Piazzale Cimitero Maggiore')))).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Nuovo indirizzo di spedizione')).toHaveValue(/Cimitero Maggiore/);

  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByRole('button', { name: 'Avanti' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a failed order shows the danger banner and notification and returns to the cart; only a retry after a lost answer reuses the Idempotency-Key', async ({ page, baseURL }) => {
  await cartWithProduct(page, baseURL, 'fallito');
  const keys: string[] = [];
  let attempt = 0;
  await page.route('**/api/cart/createOrder', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    attempt++;
    // First the answer is lost (network failure), then the server refuses with a message.
    if (attempt === 1) await route.abort('connectionreset');
    else await route.fulfill({ json: { success: false, message: 'Cliente con insoluti: contattare l’amministrazione' } });
  });

  const send = async () => {
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByRole('dialog').filter({ hasText: "Procedere con l'invio dell'ordine?" }).getByRole('button', { name: 'Invia ordine' }).click();
  };

  // The lost answer is asked again at once under the same key (issue 53); this time the server's refusal arrives.
  await send();
  const text = "Errore nell'inserimento dell'ordine. Cliente con insoluti: contattare l’amministrazione";
  await expect(page.getByTestId('order-banner')).toHaveText(text);
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avanti' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  // The server answered: that submission is over, the next one is new. The banner already shows the same text, so
  // the request itself is waited for, not the banner.
  await send();
  await expect.poll(() => keys.length).toBe(3);
  await expect(page.getByTestId('order-banner')).toHaveText(text);
  expect(keys[2]).not.toBe(keys[0]);
});

test('the saved totals are the server’s: a tampered price in local storage changes nothing', async ({ page, baseURL }) => {
  const { product } = await cartWithProduct(page, baseURL, 'prezzo', 2);
  // Tamper with the stored cart: price 0,01 €.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('portale-cart')!) as { state: { carts: Record<string, { items: { price: number }[] }> } };
    for (const cart of Object.values(stored.state.carts)) cart.items[0]!.price = 0.01;
    localStorage.setItem('portale-cart', JSON.stringify(stored));
  });
  await page.reload();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salva preventivo' });
  await dialog.getByLabel('Nome del preventivo').fill('Prezzo manomesso');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Carrello salvato correttamente')).toBeVisible();
  expect(euroTextToCents(await page.getByTestId('summary-total').innerText())).toBe(Math.round(product.current_price! * 100) * 2);
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByTestId('cart-line').getByRole('cell', { name: /€/ }).first()).not.toHaveText('0,01 €');
});
