import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProductsCall, type TProduct } from '@portale/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callQuery } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import { QuantityRulesButton } from './quantity-rules-dialog';

const product = {
  id: 7,
  external_id: 'CF-000190',
  description: 'Cornice ovale',
  unit_of_measure: 'PZ',
  min_quantity: null,
  quantity_multiple: null,
  pack_description: null,
} as unknown as TProduct;

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The catalogue list behind the card, as on the page: its refetch after a save is the slow one. */
function CatalogueBehind() {
  useQuery(callQuery(getProductsCall, { body: { search: 'cornice' } }));
  return null;
}

describe('QuantityRulesButton', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // CI, stop 60: the rules' refetch after the save answered before the catalogue's; the form, keyed by what it had
  // read, remounted, and the save's own callbacks never ran: no 'Regole di quantità aggiornate', the dialog stayed open.
  it('says the rules are saved and closes even when the catalogue refetch is slower than the rules', async () => {
    let saved = { min_quantity: null as number | null, quantity_multiple: null as number | null, pack_description: null as string | null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = String(url);
        if (path.includes('quantity_rules/update')) {
          saved = JSON.parse(String(init?.body));
          return json({ success: true, message: 'Regole di quantità aggiornate', product: { ...product, ...saved }, price_list_overrides: [] });
        }
        if (path.includes('quantity_rules/')) return json({ product: { ...product, ...saved }, price_list_overrides: [] });
        if (saved.min_quantity !== null) await new Promise((resolve) => setTimeout(resolve, 300));
        return json({ products: { data: [], current_page: 1, last_page: 1, total: 0, per_page: 20 } });
      }),
    );
    renderWithProviders(
      <>
        <CatalogueBehind />
        <QuantityRulesButton product={product} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Regole di quantità di Cornice ovale' }));
    await userEvent.type(await screen.findByLabelText(/Quantità minima per riga/), '12');
    await userEvent.type(screen.getByLabelText(/Multiplo, cioè la confezione/), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Regole di quantità aggiornate', {}, { timeout: 3000 })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
