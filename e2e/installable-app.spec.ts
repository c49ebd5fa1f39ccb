import { expect, test } from '@playwright/test';
import { DEMO, login } from './helpers';

// This file alone lets the service worker run (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

test('the portal is installable and its shell opens without network once visited', async ({ page, context }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({
    name: 'Portale agenti',
    lang: 'it',
    display: 'standalone',
    start_url: '/',
    icons: [expect.objectContaining({ sizes: '192x192' }), expect.objectContaining({ sizes: '512x512' })],
  });
  expect((await page.request.get('/icons/icon-512.png')).headers()['content-type']).toBe('image/png');

  await login(page, DEMO.agent1);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  // The worker registers after the first screen, then precaches the shell.
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: 30_000 }).toBe(true);
  const cached = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).length)))
    .reduce((a, b) => a + b, 0));
  expect(cached).toBeGreaterThan(20);

  // Offline: the app itself still opens (its code from the worker's cache), not the browser's error page.
  await context.setOffline(true);
  try {
    // An agent's session as last seen opens the portal on the device's copy (issue 18), saying it has no network.
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('Senza rete', { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Clienti', level: 2 })).toBeVisible();
    // Without a remembered session the session cannot be checked: it says so (not the login page: the agent was
    // not signed out).
    await page.evaluate(() => localStorage.removeItem('portale-offline-session'));
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Portale non raggiungibile' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Impossibile contattare il server: verificare la connessione')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Portale non raggiungibile' })).toHaveCount(0);
  // The public warranty page is not part of the app: never answered by the worker.
  const controlled = await page.evaluate(async () => (await fetch('/garanzia', { headers: { accept: 'text/html' } })).text());
  expect(controlled).toContain('Attivazione garanzia');
});
