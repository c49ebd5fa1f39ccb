import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';

/**
 * The app runs under its Content-Security-Policy: no violation on the screens (Mantine's styles, lazy
 * chunks, notices) nor on the API docs page. Violations are collected from the page's
 * securitypolicyviolation events and from the console.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return violations;
}

test('the web app sends its security headers and runs with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/login');
  const headers = answer!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');

  await login(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: 'Clienti' }).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  for (const [link, heading] of [
    ['Catalogo', 'Catalogo'],
    ['Ordini', 'Ordini'],
    ['Utenti', 'Utenti'],
    ['Carrello', /^(Carrello|Preventivo)$/],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    // 'Utenti' lists every user the suite has created by then (about 200 rows on CI): its first render is slow there.
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 30_000 });
  }
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API docs page works under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/api/docs');
  expect(answer!.headers()['content-security-policy']).toBeTruthy();
  await expect(page.getByText('Portale agenti — API')).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
});
