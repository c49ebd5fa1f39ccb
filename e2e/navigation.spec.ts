import { expect, test } from '@playwright/test';
import { DEMO, expectNoHorizontalScroll, login } from './helpers';

test('an agent sees no admin entries and is sent home from /utenti', async ({ page }) => {
  await login(page, DEMO.agent1);
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Clienti' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Utenti' })).toHaveCount(0);
  await page.goto('/utenti');
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Utenti' })).toHaveCount(0);
});

test('an admin sees the users entry', async ({ page }) => {
  await login(page, DEMO.admin);
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Utenti' })).toBeVisible();
});

test('on a tablet the menu opens from the burger and the shell does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await login(page, DEMO.admin);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Utenti' }).click();
  await expect(page).toHaveURL(/\/utenti$/);
  await expectNoHorizontalScroll(page);
});
