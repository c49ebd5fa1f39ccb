import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PaymentModesPage } from './payment-modes-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Issue 55 point 23: a discount of 150 is refused with a message, never turned into 100 on blur.
describe('payment modes: the discount as typed', { timeout: 30_000 }, () => {
  const saved: unknown[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/payment_modes') return json({ payment_modes: [{ id: 1, external_id: 'RB60', description: 'Ri.Ba. 60 gg', discount: 2.5, version: 1 }] });
        if (url === '/api/payment_modes/update') {
          saved.push(JSON.parse(String(init?.body)));
          return json({ success: true, message: 'Salvato', payment_mode: { id: 1, external_id: 'RB60', description: 'Ri.Ba. 60 gg', discount: 3, version: 2 } });
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
    ['150', 'Indicare un numero tra 0 e 100'],
    ['-5', 'Non sono ammessi numeri negativi'],
    ['2.5', 'Usare la virgola per i decimali (es. 2,5)'],
  ])('keeps %s as typed, says why and saves nothing', async (typed, message) => {
    renderWithProviders(<PaymentModesPage />);
    const field = await screen.findByLabelText('Sconto % di Ri.Ba. 60 gg');
    expect(field).toHaveValue('2,5');
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.tab();
    expect(field).toHaveValue(typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    expect(saved).toEqual([]);
  });

  it('saves a valid discount typed with a comma', async () => {
    renderWithProviders(<PaymentModesPage />);
    const field = await screen.findByLabelText('Sconto % di Ri.Ba. 60 gg');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ payment_mode: { id: 1, version: 1, discount: 3 } });
  });
});
