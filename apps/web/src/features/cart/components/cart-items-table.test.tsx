import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartContext } from '../store/cart-model';
import { cartStore, useCart } from '../store/cart-store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CartItemsTable } from './cart-items-table';

const USER = 7;
const CONTEXT: CartContext = { profile_external_id: 'A01', customer_id: 3, customer_external_id: 'C003', customer_name: 'Marmi Srl', price_list_id: 1 };

function Harness() {
  // Subscribed to the store, as the cart page is.
  return <CartItemsTable userId={USER} items={useCart(USER).items} />;
}

describe('CartItemsTable', () => {
  beforeEach(() => {
    cartStore.clear(USER);
    cartStore.addItem(USER, CONTEXT, { product_id: 1, product_code: 'LV-1', description: 'Lampada votiva', price: 10, disable_discounts: false, weight: 1, unit_of_measure: 'PZ' }, 3);
    cartStore.addItem(USER, CONTEXT, { product_id: 2, product_code: 'NET-2', description: 'Articolo netto', price: 5, disable_discounts: true, weight: 1, unit_of_measure: 'PZ' }, 1);
  });
  afterEach(cleanup);

  it('choosing the first discount sets the second, and the line total follows (cents, rounded)', async () => {
    renderWithProviders(<Harness />);
    const first = screen.getByRole('combobox', { name: 'Sconto 1 LV-1' });
    await act(() => userEvent.selectOptions(first, '2%'));
    expect(cartStore.get(USER).items[0]).toMatchObject({ discount_1: 2, discount_2: 2 });
    expect(screen.getByRole('combobox', { name: 'Sconto 2 LV-1' })).toHaveValue('2');
    // 10 × 3 × 0,98 × 0,98 = 28,812 → 28,81 €
    const row = screen.getAllByTestId('cart-line')[0]!;
    expect(within(row).getByTestId('line-total').textContent?.replace(/\s/g, ' ')).toBe('28,81 €');
    expect(within(row).getByText('sconto 2+2')).toBeInTheDocument();

    await act(() => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sconto 2 LV-1' }), '1%'));
    expect(cartStore.get(USER).items[0]).toMatchObject({ discount_1: 2, discount_2: 1 });
    expect(within(row).getByText('sconto 2+1')).toBeInTheDocument();
  });

  it('offers no discount selects on disable_discounts lines', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('combobox', { name: 'Sconto 1 NET-2' })).toBeNull();
    expect(screen.getByText('Non scontabile')).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: /^(nessuno|\d%)$/ }).slice(0, 5).map((o) => o.textContent)).toEqual(['nessuno', '1%', '2%', '3%', '4%']);
  });

  it("shows the server's line totals, dimmed while an edit is being recomputed", async () => {
    const server = { ...cartStore.get(USER), dirty: false, server_totals: serverTotals(30.02) };
    cartStore.replace(USER, server);
    renderWithProviders(<Harness />);
    const row = screen.getAllByTestId('cart-line')[0]!;
    expect(within(row).getByTestId('line-total').textContent?.replace(/\s/g, ' ')).toBe('30,02 €');
    expect(screen.getByTestId('cart-lines')).not.toHaveAttribute('data-pending');
    await act(() => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sconto 1 LV-1' }), '1%'));
    // The previous figure stays, dimmed, until the server answers.
    expect(within(row).getByTestId('line-total').textContent?.replace(/\s/g, ' ')).toBe('30,02 €');
    expect(screen.getByTestId('cart-lines')).toHaveAttribute('data-pending');
  });

  it("removing a line offers 'Annulla', which puts it back where it was", async () => {
    renderWithProviders(<Harness />);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Rimuovi LV-1 dal carrello' })));
    expect(cartStore.get(USER).items.map((l) => l.product_code)).toEqual(['NET-2']);
    const undo = await screen.findByRole('button', { name: 'Annulla' });
    await act(() => userEvent.click(undo));
    expect(cartStore.get(USER).items.map((l) => l.product_code)).toEqual(['LV-1', 'NET-2']);
  });

  it("marks a line beyond the agent's authority before sending (issue 56: 3+3 = 5,91% over 4%), and only that one", async () => {
    function Limited() {
      return <CartItemsTable userId={USER} items={useCart(USER).items} discountLimit={4} />;
    }
    renderWithProviders(<Limited />);
    await act(() => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sconto 1 LV-1' }), '2%'));
    expect(screen.queryByTestId('line-beyond-limit')).toBeNull();
    await act(() => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sconto 1 LV-1' }), '3%'));
    const [row] = screen.getAllByTestId('cart-line');
    expect(within(row!).getByTestId('line-beyond-limit')).toHaveTextContent("Oltre il tuo limite (4%): serve l'approvazione");
    expect(screen.getAllByTestId('line-beyond-limit')).toHaveLength(1);
  });
});

function serverTotals(row: number) {
  return {
    rows: [{ product_id: 1, row_total: row }, { product_id: 2, row_total: 5 }],
    total: row + 5,
    payment_mode: 'Bonifico 30 gg',
    discount_percentage: 0,
    discount_amount: 0,
    shipping_items: [],
    promotion_item: null,
    total_weight: 4,
    total_final: row + 5,
    free_shipping_message: '',
    order_minimum_message: '',
    overdue_hold_message: '',
  };
}
