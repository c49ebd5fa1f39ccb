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
});
