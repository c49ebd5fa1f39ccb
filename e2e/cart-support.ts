import { expect, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, login } from './helpers';
import { E2E_PASSWORD, createAgentLike } from './users-admin-api';

export interface E2eCustomer {
  id: number;
  external_id: string;
  company_name: string;
  inactive: boolean;
  contacts: { type: string; value: string; main: boolean }[];
}

/**
 * Logs in as a fresh agent with agente1's profiles: the cart lives per user and the current customer is
 * per user on the server, so each test owns both and tests never depend on each other.
 */
export async function loginFreshAgent(page: Page, baseURL: string | undefined, label: string) {
  const agent = await createAgentLike(baseURL!, DEMO.agent1, label);
  await login(page, agent.email, E2E_PASSWORD);
  return agent;
}

/** Active customers of a profile with a main email, through the API with the page's session. */
export async function customersOf(page: Page, profile: string): Promise<E2eCustomer[]> {
  const answer = await page.request.post(`/api/user/getProfileCustomers/${profile}`, { data: { search: '', page: 1 } });
  expect(answer.ok()).toBe(true);
  const { customers } = (await answer.json()) as { customers: { data: E2eCustomer[] } };
  return customers.data.filter((c) => !c.inactive);
}

/** The first of the agent's profiles that has active customers, with them. */
export async function profileWithCustomers(page: Page, profiles: string[]) {
  for (const profile of profiles) {
    const customers = await customersOf(page, profile);
    if (customers.length > 0) return { profile, customers };
  }
  throw new Error('no profile with active customers');
}

/** Makes a customer current through the API (for tests whose subject is not 'Attiva'). */
export async function activateViaApi(page: Page, profile: string, customerId: number) {
  const answer = await page.request.post('/api/user/activate', { data: { profile_external_id: profile, customer_id: customerId } });
  expect(answer.ok()).toBe(true);
}

/** A product with a price in the current customer's list, found by catalogue search. */
export async function pricedProduct(page: Page, search: string, customerExternalId: string) {
  const answer = await page.request.post('/api/catalog/getProducts', { data: { search, page: 1, customer_external_id: customerExternalId } });
  expect(answer.ok()).toBe(true);
  const { products } = (await answer.json()) as { products: { data: { id: number; external_id: string; description: string; current_price: number | null }[] } };
  const product = products.data.find((p) => p.current_price !== null);
  expect(product, `a priced product for "${search}"`).toBeTruthy();
  return product!;
}

/** Saves an archive entry through the API, 2 of each product, and answers its id. */
export async function saveQuoteViaApi(
  page: Page,
  cart: { profile: string; customerId: number; productId: number; moreProductIds?: number[]; name: string | null; type?: 'quotes' | 'temporary_orders' },
) {
  const answer = await page.request.post('/api/cart/save', {
    data: {
      cart: {
        name: cart.name,
        type: cart.type ?? 'quotes',
        profile_external_id: cart.profile,
        customer_id: cart.customerId,
        items: [cart.productId, ...(cart.moreProductIds ?? [])].map((id) => ({ product_id: id, quantity: 2 })),
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { cart: { id: number } }).cart.id;
}

/** "1.234,56 €" → 123456 cents. */
export function euroTextToCents(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

/**
 * Axe on a settled page: transient notifications dismissed (they cover the header while they slide) and
 * the pointer off any hovered link, so the check sees the screen as it rests.
 */
export async function expectAccessible(page: Page) {
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
  // A pointer resting on a notification pauses its auto-close.
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}
