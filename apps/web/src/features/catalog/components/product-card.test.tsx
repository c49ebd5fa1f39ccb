import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProduct } from '@portale/contract/catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductCard } from './product-card';

const product: TProduct = {
  id: 1,
  external_id: 'AS-001016',
  description: 'Angelo decorativo in bronzo',
  quantity: 10,
  quantity_code: 'DISP',
  unit_of_measure: 'PZ',
  current_price: 125.58,
  weight: 1,
  vat_rate: 22,
  disable_discounts: false,
  image_url: null,
  sheet_url: null,
  category_code: null,
  min_quantity: null,
  quantity_multiple: null,
  pack_description: null,
};

// Issue 21: availability in words with its unit, and a warning when more is ordered than is available.
describe('ProductCard', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("says 'Non scontabile' on a product that takes no discounts (issue 55, point 16)", () => {
    renderWithProviders(<ProductCard product={{ ...product, disable_discounts: true }} addDisabledReason={null} priced onAdd={() => undefined} />);
    expect(screen.getByText('Non scontabile')).toBeTruthy();
    cleanup();
    renderWithProviders(<ProductCard product={product} addDisabledReason={null} priced onAdd={() => undefined} />);
    expect(screen.queryByText('Non scontabile')).toBeNull();
  });

  it('shows the availability with its unit and the code in words', () => {
    renderWithProviders(<ProductCard product={product} addDisabledReason={null} priced onAdd={() => undefined} />);
    expect(screen.getByText('Disponibilità: 10 PZ (disponibile)')).toBeTruthy();
  });

  it('warns that the part beyond the availability will be back-ordered', async () => {
    const onAdd = vi.fn();
    renderWithProviders(<ProductCard product={product} addDisabledReason={null} priced onAdd={onAdd} />);
    const quantity = screen.getByLabelText('Quantità di Angelo decorativo in bronzo');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '500');
    await userEvent.click(screen.getByRole('button', { name: /Aggiungi al carrello/ }));
    expect(onAdd).toHaveBeenCalledWith(product, 500);
    expect(await screen.findByText('Angelo decorativo in bronzo: disponibili 10 PZ su 500 PZ richiesti, i restanti 490 PZ verranno ordinati')).toBeTruthy();
  });
});
