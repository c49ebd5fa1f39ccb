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
    expect(screen.getByLabelText('Minimo d’ordine del listino LIS06')).toHaveValue('50');
    expect(await screen.findByText(/LIS06 è stato modificato da un altro utente: ora è disabilitato, minimo d’ordine 50,00 €/)).toBeTruthy();
    expect(screen.getByText(/Non salvato: minimo d’ordine 80,00 €/)).toBeTruthy();
  });
});

// Issue 56 §2 with issue 55's rule for admin numbers: the minimum is kept as typed — '-5' is not 5, '1,555' is not
// 1,56, letters are not dropped — and refused with its reason; nothing reaches the server until it reads as an amount.
describe('price lists: the minimum order as typed', { timeout: 30_000 }, () => {
  const saved: { price_list: { min_order_amount: number | null } }[] = [];
  let list: TAdminPriceList;
  beforeEach(() => {
    saved.length = 0;
    list = { ...stale, min_order_amount: 150 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/price_lists') return json({ price_lists: [list] });
        if (url === '/api/price_lists/update') {
          const body = JSON.parse(String(init?.body)) as (typeof saved)[number];
          saved.push(body);
          list = { ...list, min_order_amount: body.price_list.min_order_amount, version: list.version + 1 };
          return json({ success: true, message: 'Listino aggiornato', price_list: list });
        }
        return json({ message: 'non previsto' }, 500);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['-5', 'Non sono ammessi numeri negativi'],
    ['1,555', 'Al massimo 2 decimali'],
    ['12a', 'Numero non valido: usare solo cifre'],
    ['1.5', 'Usare la virgola per i decimali (es. 2,5)'],
    ['0', 'Il minimo d’ordine deve essere maggiore di zero (vuoto: nessun minimo)'],
  ])('keeps %s as typed, says why and saves nothing', async (typed, message) => {
    renderWithProviders(<PriceListsPage />);
    const field = await screen.findByLabelText('Minimo d’ordine del listino LIS06');
    expect(field).toHaveValue('150');
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.tab();
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveValue(typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('saves an amount typed with a decimal comma when the field is left, and an empty field as no minimum', async () => {
    renderWithProviders(<PriceListsPage />);
    const field = await screen.findByLabelText('Minimo d’ordine del listino LIS06');
    await userEvent.clear(field);
    await userEvent.type(field, '1250,5');
    await userEvent.tab();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ price_list: { id: 6, version: 1, min_order_amount: 1250.5 } });
    // The saved row comes back as the admin typed it.
    await waitFor(() => expect(screen.getByLabelText('Minimo d’ordine del listino LIS06')).toHaveValue('1250,5'));

    await userEvent.clear(screen.getByLabelText('Minimo d’ordine del listino LIS06'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ price_list: { id: 6, version: 2, min_order_amount: null } });
  });
});
