import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ListFilters } from './list-filters';

const none = { search: '', status: '', from: '', to: '' };

describe('ListFilters', () => {
  afterEach(cleanup);

  it('searches on Enter in the search box with the edited draft', async () => {
    const onApply = vi.fn();
    renderWithProviders(<ListFilters value={none} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('Ricerca'), 'Rossi{Enter}');
    expect(onApply).toHaveBeenCalledWith({ search: 'Rossi', status: '', from: '', to: '' });
  });

  it('takes dates typed as dd/mm/yyyy and the status, and applies them with Cerca', async () => {
    const onApply = vi.fn();
    renderWithProviders(<ListFilters value={none} onApply={onApply} statuses={[{ value: '3', label: 'Evaso' }]} />);
    await userEvent.type(screen.getByLabelText('Data inizio'), '01/02/2026');
    await userEvent.type(screen.getByLabelText('Data fine'), '28/02/2026');
    await userEvent.selectOptions(screen.getByLabelText('Stato'), 'Evaso');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onApply).toHaveBeenCalledWith({ search: '', status: '3', from: '2026-02-01', to: '2026-02-28' });
    // Typing re-renders the calendar dropdown on every key, which jsdom does slowly.
  }, 20_000);

  it('refuses an end date before the start date', async () => {
    const onApply = vi.fn();
    renderWithProviders(<ListFilters value={{ ...none, from: '2026-03-10' }} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('Data fine'), '01/03/2026');
    await userEvent.type(screen.getByLabelText('Ricerca'), '{Enter}');
    expect(screen.getByText('La data fine precede la data inizio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerca' })).toBeDisabled();
    expect(onApply).not.toHaveBeenCalled();
  }, 20_000);

  it('shows no status filter on lists without statuses', () => {
    renderWithProviders(<ListFilters value={none} onApply={() => {}} />);
    expect(screen.queryByLabelText('Stato')).toBeNull();
  });
});
