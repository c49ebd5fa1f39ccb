import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { PaginationBar } from './pagination-bar';

describe('PaginationBar', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('says the count and the page in Italian and disables the moves that go nowhere', () => {
    renderWithProviders(<PaginationBar page={1} lastPage={3} total={12345} onChange={() => {}} itemsLabel="clienti" />);
    expect(screen.getByText('12.345 clienti · pagina 1 di 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prima pagina' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ultima pagina' })).toBeEnabled();
  });

  it('moves to the next, the last and a chosen page', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PaginationBar page={2} lastPage={5} total={90} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await user.click(screen.getByRole('button', { name: 'Ultima pagina' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vai alla pagina' }), '4');
    expect(onChange.mock.calls).toEqual([[3], [5], [4]]);
  });

  it('keeps the page dropdown usable with tens of thousands of pages: a window plus first and last', () => {
    renderWithProviders(<PaginationBar page={20_000} lastPage={50_000} total={1_000_000} totalIsEstimate onChange={() => {}} />);
    const options = screen.getAllByRole('option').map((o) => Number(o.getAttribute('value')));
    expect(options.length).toBeLessThanOrEqual(502);
    expect(options[0]).toBe(1);
    expect(options[options.length - 1]).toBe(50_000);
    expect(options).toContain(20_000);
    expect(screen.getByText(/^circa 1\.000\.000 risultati/)).toBeInTheDocument();
  });
});
