import { expect, test, type Page } from '@playwright/test';
import { SCREEN_ROUTES, type ScreenRoute } from '../apps/web/src/app/route-table';
import { activateViaApi, profileWithCustomers } from './cart-support';
import { DEMO, expectNoSeriousA11yViolations, login } from './helpers';
import { loginFreshAgent } from './lists-helpers';

// Issue 16: every screen of the router, at a desktop and a tablet width, as the role that opens it, has no
// serious or critical axe violation. The list comes from the router's own table, so a new screen is covered
// as soon as it has a route. Notices are checked with the screen (they are part of what the user sees).

const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '768', viewport: { width: 768, height: 1024 } },
];

/** What each route parameter is filled with; a new parameter fails the test until it has a sample here. */
function samples(param: string, customerId: number): string[] {
  switch (param) {
    case 'id':
      return [String(customerId)];
    case 'type':
      return ['quotes', 'temporary_orders'];
    case 'type?':
      return ['', 'shipping'];
    default:
      throw new Error(`every-route-a11y: no sample value for the route parameter ':${param}'`);
  }
}

/** The addresses of one route: each parameter filled with each of its samples. */
export function addressesOf(route: ScreenRoute, customerId: number): string[] {
  if (route.path === '*') return ['/pagina-che-non-esiste'];
  let addresses = [''];
  for (const segment of route.path.split('/').filter(Boolean)) {
    const values = segment.startsWith(':') ? samples(segment.slice(1), customerId) : [segment];
    addresses = addresses.flatMap((prefix) => values.map((value) => (value ? `${prefix}/${value}` : prefix)));
  }
  return addresses.map((address) => address || '/');
}

async function checkScreen(page: Page, address: string) {
  await page.goto(address);
  await expect(page.locator('main')).toBeVisible();
  // The screen has loaded: its calls have answered and no loading indicator is left.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Caricamento in corso…')).toHaveCount(0, { timeout: 15_000 });
  await test.step(address, () => expectNoSeriousA11yViolations(page));
}

const adminRoutes = Object.values(SCREEN_ROUTES).filter((route: ScreenRoute) => route.admin);
const agentRoutes = Object.values(SCREEN_ROUTES).filter((route: ScreenRoute) => !route.admin);

for (const { name, viewport } of WIDTHS) {
  test(`every agent screen at ${name} px has no serious axe violation`, async ({ page, baseURL }) => {
    test.setTimeout(480_000);
    await page.setViewportSize(viewport);
    const agent = await loginFreshAgent(page, baseURL, `a11y-${name}`);
    // With a current customer, the catalogue shows prices and the header the customer.
    const { profile, customers } = await profileWithCustomers(page, agent.profiles);
    await activateViaApi(page, profile, customers[0].id);
    for (const route of agentRoutes) for (const address of addressesOf(route, customers[0].id)) await checkScreen(page, address);
  });

  test(`every admin screen at ${name} px has no serious axe violation`, async ({ page }) => {
    test.setTimeout(480_000);
    await page.setViewportSize(viewport);
    await login(page, DEMO.admin);
    for (const route of adminRoutes) for (const address of addressesOf(route, 0)) await checkScreen(page, address);
  });

  test(`the login page and the public warranty page at ${name} px have no serious axe violation`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await checkScreen(page, '/login');
    await checkScreen(page, '/garanzia');
  });
}
