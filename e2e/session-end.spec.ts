import { expect, request, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';
import { createAgentLike, E2E_PASSWORD } from './users-admin-api';

// Issue 64, point 4: 'Esci' ends the server's session, or says it has not yet and keeps trying.
test.describe.configure({ timeout: 180_000 });

const NOT_CONFIRMED = 'Uscita non ancora confermata dal server: riproviamo appena possibile';

/** The session cookie the browser holds now. */
async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'portale_sid');
  expect(cookie, 'signed in').toBeDefined();
  return `portale_sid=${cookie!.value}`;
}

/** The status of 'who am I' asked with that cookie alone (outside the browser's cookie jar). */
async function statusWith(baseURL: string, cookie: string): Promise<number> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { cookie } });
  const status = (await api.get('/api/user/current')).status();
  await api.dispose();
  return status;
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
}

for (const status of [503, 500]) {
  test(`'Esci' while the logout answers ${status}: kept, said on the login screen, retried until the old cookie gets 401`, async ({ page, context, baseURL }) => {
    const agent = await createAgentLike(baseURL!, DEMO.agent1, `logout-${status}`);
    await login(page, agent.email, E2E_PASSWORD);
    const oldCookie = await sessionCookie(context);
    // The server (or a proxy in front of it) fails the logout.
    const failing = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.fulfill({ status, contentType: 'text/html', body: '<html><body>Servizio non disponibile</body></html>' });
    await page.route('**/api/logout', failing);
    await signOut(page);
    await expect(page.getByTestId('pending-logout')).toHaveText(NOT_CONFIRMED);
    // The server's session is still open, and the device keeps the logout to send (no remembered session meanwhile).
    expect(await statusWith(baseURL!, oldCookie)).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('portale-pending-logout'))).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('portale-offline-session'))).toBeNull();
    // A reload does not open the portal signed in.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
    await expect(page.getByTestId('pending-logout')).toHaveText(NOT_CONFIRMED);

    // The server answers again: the kept logout goes by itself, and the old cookie is dead.
    await page.unroute('**/api/logout', failing);
    await expect(page.getByTestId('pending-logout')).toHaveCount(0, { timeout: 30_000 });
    expect(await statusWith(baseURL!, oldCookie)).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('portale-pending-logout'))).toBeNull();
  });
}
