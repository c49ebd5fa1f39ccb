import { expect, request, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectNoHorizontalScroll, expectNoSeriousA11yViolations, login, waitForNoticesToClose } from './helpers';
import { E2E_PASSWORD, createAgentLike } from './users-admin-api';

// Issue 55 §9 and §14: the customers home, the first screen an agent sees after login.

/** The demo agent with the most customers over his codes (the tallest customers home). */
async function busiestDemoAgent(baseURL: string): Promise<string> {
  let best = { email: DEMO.agent1 as string, customers: -1 };
  for (const email of [DEMO.agent1, DEMO.agent2]) {
    const api = await request.newContext({ baseURL });
    expect((await api.post('/api/login', { data: { email, password: DEMO.password, scope: 'webapp' } })).ok()).toBe(true);
    const { profiles } = (await (await api.get('/api/user/getProfiles')).json()) as { profiles: { customers_count: number }[] };
    const customers = profiles.reduce((sum, p) => sum + p.customers_count, 0);
    if (customers > best.customers) best = { email, customers };
    await api.dispose();
  }
  return best.email;
}

test('the phone customers home of the busiest demo agent is at most 4,000 px tall, without sideways scroll', async ({ page, baseURL }) => {
  const agent = await busiestDemoAgent(baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, agent);
  await expect(page.getByTestId('customers-table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await waitForNoticesToClose(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`customers home of ${agent} at 390 px: ${height} px`);
  await page.screenshot({ path: 'test-results/screens/customers-home-390.png', fullPage: true });
  expect(height).toBeLessThanOrEqual(4000);
  await expectNoHorizontalScroll(page);
});
