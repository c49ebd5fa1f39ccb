import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, login } from './helpers';

/** The page's full height at a phone's width, once its list is shown. */
async function pageHeight(page: Page) {
  return page.evaluate(() => document.documentElement.scrollHeight);
}

// Issue 55, point 13: on a 390 px phone the Job screen was 4,831 px tall (one stacked table row of five cells per command).
test('the Job screen at 390 px is at most 4,000 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO.admin);
  await page.goto('/job');
  await expect(page.getByRole('heading', { name: 'Job' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const height = await pageHeight(page);
  await page.screenshot({ path: 'test-results/screens/job-390.png', fullPage: true });
  console.log(`Job at 390 px: ${height} px`);
  expect(height).toBeLessThanOrEqual(4000);
  await expectNoSeriousA11yViolations(page);
});
