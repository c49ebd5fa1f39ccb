import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, expectNoHorizontalScroll, expectNoSeriousA11yViolations, login, waitForNoticesToClose } from './helpers';
import { E2E_PASSWORD, createAgentLike } from './users-admin-api';

/** The e-mails the server wrote as .eml files (no SMTP in e2e): its data folder is per port (playwright.config.ts). */
async function mailTo(email: string): Promise<string> {
  const port = Number(process.env.E2E_PORT ?? 4173);
  for (let attempt = 0; attempt < 50; attempt++) {
    const dirs = (await fs.readdir(os.tmpdir())).filter((d) => d.startsWith(`portale-e2e-${port}-`));
    for (const dir of dirs) {
      const outbox = path.join(os.tmpdir(), dir, 'outbox');
      for (const name of (await fs.readdir(outbox).catch(() => [] as string[])).sort().reverse()) {
        const text = await fs.readFile(path.join(outbox, name), 'utf8');
        if (text.includes(`To: ${email}`)) return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email}`);
}
const linkIn = (mail: string) => /https?:\/\/\S+\/imposta-password#[A-Za-z0-9_-]+/.exec(mail)![0];

async function adminCreatesInvited(page: Page, email: string) {
  const answer = await page.request.post('/api/login', { data: { email: DEMO.admin, password: DEMO.password, scope: 'webapp' } });
  expect(answer.ok()).toBe(true);
  const saved = await page.request.post('/api/users/update', { data: { user: { name: 'Invitato Nuovo', email, role: 'agent', send_invitation: true } } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.request.post('/api/logout');
}

for (const width of [1280, 390]) {
  test(`an invited agent follows the e-mailed link, sets a password and signs in (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `e2e-invito-${width}-${Date.now()}@example.com`;
    await adminCreatesInvited(page, email);
    const mail = await mailTo(email);
    expect(mail).toContain('Subject: Portale Agenti: imposta la password');
    // The link names the server it was sent from; the test opens the same path and fragment here.
    const link = new URL(linkIn(mail));
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByRole('heading', { name: 'Imposta la password' })).toBeVisible();
    await page.getByLabel('Nuova password').fill('password1');
    await expect(page.getByText(/Robustezza: /)).toBeVisible();
    await page.getByLabel('Conferma password').fill('password1');
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(page.getByText('Questa password è tra le più comuni o compare in elenchi di password rubate: sceglierne un’altra')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByLabel('Nuova password').fill('cipresso lapide marmo');
    await page.getByLabel('Conferma password').fill('cipresso lapide marmo');
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(page.getByText('Password impostata: ora si può accedere con la nuova password')).toBeVisible();
    await page.getByRole('link', { name: 'Vai all’accesso' }).click();
    await login(page, email, 'cipresso lapide marmo');
    // The link was single-use.
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByLabel('Nuova password').fill('altra frase molto lunga');
    await page.getByLabel('Conferma password').fill('altra frase molto lunga');
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(page.getByText(/Il collegamento non è valido, è già stato usato o è scaduto/)).toBeVisible();
  });

  test(`'Password dimenticata?' answers the same for a real and an unknown address (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const agent = await createAgentLike(test.info().project.use.baseURL!, null, `reset${width}`);
    const answers: string[] = [];
    for (const email of [agent.email, `nessuno-${Date.now()}@example.com`]) {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Password dimenticata?' }).click();
      await expect(page.getByRole('heading', { name: 'Password dimenticata' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Invia il collegamento' }).click();
      const notice = page.getByRole('status');
      await expect(notice).toContainText('Se l’indirizzo corrisponde a un utente abilitato');
      answers.push((await notice.textContent()) ?? '');
    }
    expect(answers[1]).toBe(answers[0]);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    expect(await mailTo(agent.email)).toContain('Subject: Portale Agenti: reimposta la password');
  });
}

async function signedIn(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await login(page, email, E2E_PASSWORD);
  return { context, page };
}

for (const width of [1280, 390]) {
  test(`'Il mio profilo' lists the sessions and ends the others from another browser (${width} px)`, async ({ browser }) => {
    const agent = await createAgentLike(test.info().project.use.baseURL!, DEMO.agent1, `sessioni${width}`);
    const phone = await signedIn(browser, agent.email, 390);
    const desk = await signedIn(browser, agent.email, width);
    await desk.page.goto('/profilo');
    await expect(desk.page.getByRole('heading', { name: 'Il mio profilo', level: 2 })).toBeVisible();
    await expect(desk.page.getByRole('region', { name: /^Sessione / })).toHaveCount(2);
    await expect(desk.page.getByText('Questo dispositivo')).toHaveCount(1);
    await waitForNoticesToClose(desk.page);
    await expectNoSeriousA11yViolations(desk.page);
    await expectNoHorizontalScroll(desk.page);
    await desk.page.getByRole('button', { name: 'Esci dagli altri dispositivi' }).click();
    await expect(desk.page.getByRole('region', { name: /^Sessione / })).toHaveCount(1);
    // The other browser is signed out at its next call.
    await phone.page.reload();
    await expect(phone.page).toHaveURL(/\/login/);
    await desk.context.close();
    await phone.context.close();
  });
}
