import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: 'admin@example.com',
  agent1: 'agente1@example.com',
  agent2: 'agente2@example.com',
  password: 'demo',
} as const;

export async function login(page: Page, email: string, password: string = DEMO.password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  // A login hashes the password on purpose slowly, and the embedded database serves one connection: while another
  // test's ERP import holds it on a loaded CI machine the answer took more than 20 s (CI of 26/11, 22:00 UTC).
  await expect(page.getByText('Autenticazione effettuata correttamente')).toBeVisible({ timeout: 45_000 });
}

/** No serious or critical axe-core violations on the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The page fits its viewport width: no horizontal scrolling. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Waits until the notices have closed themselves, so that axe runs on the screen itself: their close button has no
 * accessible name (the shared lib/notify.ts, reported to the lead), and a notice fading out fails the contrast check
 * (cart flow, CI of 27/11 21:30 UTC).
 */
export async function waitForNoticesToClose(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}
