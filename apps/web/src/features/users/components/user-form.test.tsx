import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UserForm } from './user-form';

// Issue 16: 'Nuovo utente' sent empty shows every field error at once, and nothing reaches the server.
describe('UserForm', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ profiles: { data: [] } }), { headers: { 'content-type': 'application/json' } }));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('flags name, email and password together when sent empty', async () => {
    renderWithProviders(<UserForm user={null} roles={{ admin: 'Amministratore', agent: 'Agente' }} defaultDiscountLimit={100} onDone={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il nome è obbligatorio')).toBeTruthy();
    expect(screen.getByText('Indirizzo email non valido')).toBeTruthy();
    expect(screen.getByText('La password è obbligatoria')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('users/update'))).toBe(false);
  });

  it('flags a short password and a different confirmation with the other fields', async () => {
    renderWithProviders(<UserForm user={null} roles={{ agent: 'Agente' }} defaultDiscountLimit={100} onDone={() => undefined} />);
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il nome è obbligatorio')).toBeTruthy();
    expect(screen.getByText('La password deve contenere almeno 8 caratteri')).toBeTruthy();
    expect(screen.getByText('Le password non coincidono')).toBeTruthy();
  });

  // Issue 55: the discount limit is kept as typed, like the other admin numbers — '2.5' is not 25, letters are not dropped.
  it.each([
    ['2.5', 'Usare la virgola per i decimali (es. 2,5)'],
    ['-5', 'Non sono ammessi numeri negativi'],
    ['150', 'Il limite di sconto va da 0 a 100'],
    ['4a', 'Numero non valido: usare solo cifre'],
    ['2,555', 'Al massimo 2 decimali'],
  ])('keeps the discount limit %s as typed and says why', async (typed, message) => {
    renderWithProviders(<UserForm user={null} roles={{ agent: 'Agente' }} defaultDiscountLimit={100} onDone={() => undefined} />);
    const field = screen.getByLabelText('Limite di sconto (%)');
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(field).toHaveValue(typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('users/update'))).toBe(false);
  });

  it('sends a discount limit typed with a comma as a number', async () => {
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (String(url).includes('users/update')) sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ success: true, message: 'ok', profiles: { data: [] } }), { headers: { 'content-type': 'application/json' } });
    });
    const user = { id: 3, name: 'Mario Rossi', email: 'mario@example.com', external_id: null, role: 'agent', enabled: true, profiles: [], discount_limit: 4, version: 2 };
    renderWithProviders(<UserForm user={user} roles={{ agent: 'Agente' }} defaultDiscountLimit={100} onDone={() => undefined} />);
    const field = screen.getByLabelText('Limite di sconto (%)');
    expect(field).toHaveValue('4');
    await userEvent.clear(field);
    await userEvent.type(field, '7,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ user: { discount_limit: 7.5 } });
  });
});
