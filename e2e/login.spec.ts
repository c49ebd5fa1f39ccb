import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, login } from './helpers';

test('a wrong password shows "Accesso non autorizzato"', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.agent1);
  await page.getByLabel('Password', { exact: true }).fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Accesso non autorizzato')).toBeVisible();
  await expect(page.getByText('Email o password errati')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a valid login greets and lands on the customers home', async ({ page }) => {
  await login(page, DEMO.agent1);
  await expect(page).toHaveURL(/\/$/);
});

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
});
