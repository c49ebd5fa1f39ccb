import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CodeTable, type CodeRow } from './code-table';

const rows: CodeRow[] = [{ id: 1, version: 3, code: 'LAMP', description: 'Lampade', flag: true }];
const props = { entity: 'product_categories' as const, codeLabel: 'Codice', flagLabel: 'Abilitata', drafts: [], onDraftDone: () => {} };

describe('CodeTable', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("enables a row's Save only once it is modified, and saves the edited row with its version", async () => {
    const save = vi.fn().mockResolvedValue({ message: 'Categoria aggiornata correttamente' });
    const user = userEvent.setup();
    renderWithProviders(<CodeTable {...props} rows={rows} save={save} />);
    const button = screen.getByRole('button', { name: 'Salva' });
    expect(button).toBeDisabled();
    expect(screen.queryByText('modificato')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Abilitata (LAMP)' }));
    expect(screen.getByText('modificato')).toBeInTheDocument();
    expect(button).toBeEnabled();
    await user.click(button);
    expect(save).toHaveBeenCalledWith({ id: 1, version: 3, code: 'LAMP', description: 'Lampade', flag: false });
    expect(await screen.findByText('Categoria aggiornata correttamente')).toBeInTheDocument();
  });

  it("shows the server's field message on the field and keeps the row modified", async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(409, 'Esiste già una categoria con codice URN', 'DUPLICATE_KEY', [{ path: 'product_category.code', message: 'Codice già usato' }]));
    const user = userEvent.setup();
    renderWithProviders(<CodeTable {...props} rows={rows} save={save} />);
    await user.clear(screen.getByRole('textbox', { name: 'Codice (LAMP)' }));
    await user.type(screen.getByRole('textbox', { name: 'Codice (LAMP)' }), 'URN');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByText('Codice già usato')).toBeInTheDocument());
    expect(screen.getByText('modificato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
  });
});
