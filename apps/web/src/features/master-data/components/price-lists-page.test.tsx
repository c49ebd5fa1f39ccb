import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { TAdminPriceList } from '@portale/contract/master-data';
import { PriceListsPage } from './price-lists-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stale: TAdminPriceList = { id: 6, code: 'LIS06', description: 'Listino agenzie', enabled: true, min_order_amount: null, version: 1 };
// What another admin saved meanwhile: the list disabled, a minimum of 50 €.
const current: TAdminPriceList = { ...stale, enabled: false, min_order_amount: 50, version: 2 };

// Issue 55 point 29: after a version conflict the row shows the server's state at once, and says what changed.
describe('price lists: a version conflict', { timeout: 30_000 }, () => {
  let server = stale;
  beforeEach(() => {
    server = stale;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/price_lists') return json({ price_lists: [server] });
        if (url === '/api/price_lists/update') {
          server = current;
          return json({ success: false, message: 'Elemento modificato da un altro utente: ricaricare la pagina', code: 'STALE_VERSION' }, 409);
        }
        return json({ message: 'non previsto' }, 500);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reloads the row: the checkbox and the minimum show the server, the notice names the change and what was not saved', async () => {
    renderWithProviders(<PriceListsPage />);
    const minimum = await screen.findByLabelText('Minimo d’ordine del listino LIS06');
    await userEvent.type(minimum, '80');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Abilita il listino LIS06' })).not.toBeChecked());
    expect(screen.getByLabelText('Minimo d’ordine del listino LIS06')).toHaveValue('50,00');
    expect(await screen.findByText(/LIS06 è stato modificato da un altro utente: ora è disabilitato, minimo d’ordine 50,00 €/)).toBeTruthy();
    expect(screen.getByText(/Non salvato: minimo d’ordine 80,00 €/)).toBeTruthy();
  });
});
