import { expect, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';
import { E2E_PASSWORD, createAgentLike } from './users-admin-api';

/** The five document lists on the shared layout, with the texts each one shows. */
export const LIST_SCREENS = [
  { path: '/ordini', title: 'Ordini', table: 'Ordini', loaded: 'Ordini caricati correttamente', placeholder: 'Selezionare un codice agente per visualizzare gli ordini' },
  { path: '/prodotti-ordinati', title: 'Prodotti ordinati', table: 'Prodotti ordinati', loaded: 'Prodotti caricati correttamente', placeholder: 'Nessun prodotto da visualizzare' },
  { path: '/fatture', title: 'Fatture', table: 'Fatture', loaded: 'Fatture caricate correttamente', placeholder: 'Selezionare un codice agente per visualizzare le fatture' },
  { path: '/ddt', title: 'DDT', table: 'DDT', loaded: 'DDT caricati correttamente', placeholder: 'Selezionare un codice agente per visualizzare i DDT' },
  { path: '/visite', title: 'Visite', table: 'Visite', loaded: 'Visite caricate correttamente', placeholder: 'Nessuna visita da visualizzare' },
] as const;

/**
 * Logs in as a fresh agent with agente1's profiles and no current profile or customer, so 'Attiva' in one
 * test never changes what another test sees on entry.
 */
export async function loginFreshAgent(page: Page, baseURL: string | undefined, label: string) {
  const agent = await createAgentLike(baseURL!, DEMO.agent1, label);
  expect(agent.profiles.length).toBeGreaterThan(0);
  await login(page, agent.email, E2E_PASSWORD);
  return agent;
}

export function profileColumn(page: Page) {
  return page.getByRole('region', { name: 'Codici agente' });
}

/** The count line of the pagination bar: '1.234 risultati · pagina 1 di 62'. */
export function countLine(page: Page) {
  return page.getByText(/risultat[oi] · pagina \d+ di \d+/);
}

/** Picks 'all my agent codes' and waits for the first page. */
export async function chooseAllCodes(page: Page, loaded: string) {
  await profileColumn(page).getByRole('button', { name: 'Tutti i codici agente' }).click();
  await expect(page.getByText(loaded).first()).toBeVisible();
}
