import type { UseQueryResult } from '@tanstack/react-query';
import type { TAuditEntry } from '@portale/contract/audit';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { HistoryButton } from './history-button';

const entry: TAuditEntry = {
  id: 1,
  action: 'update',
  user_name: 'Amministratore',
  created_at: '2026-11-29T09:05:00.000Z',
  changes: [
    { field: 'amount_min', before: '1000', after: 1250.5 },
    { field: 'price', before: 12.5, after: '13' },
    { field: 'price_list_id', before: null, after: 'L1 — Listino base' },
    { field: 'profiles_ids', before: ['A001 — Agente A001'], after: ['A001 — Agente A001', 'A002 — Agente A002'] },
    { field: 'weight_max', before: 2.5, after: 10 },
  ],
};

// Issue 55, point 27: history showed '(id)' captions, 'Prezzo 12,5' and '29/11/26'.
describe('Storico modifiche', () => {
  afterEach(cleanup);

  it('names fields without ids, money with two decimals and dates with the full year', () => {
    const history = { isPending: false, isError: false, data: { history: [entry] } } as unknown as UseQueryResult<{ history: TAuditEntry[] }>;
    renderWithProviders(<HistoryButton label="Regola" opened setOpened={() => undefined} history={history} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/^Modifica — 29\/11\/2026 \d{2}:05 — Amministratore$/)).toBeTruthy();
    const row = (caption: string) => within(dialog).getByText(caption).closest('tr')!.textContent;
    expect(row('Codici agente')).toBe('Codici agenteA001 — Agente A001A001 — Agente A001, A002 — Agente A002');
    expect(row('Listino')).toBe('Listino—L1 — Listino base');
    expect(row('Prezzo (€)')).toBe('Prezzo (€)12,5013,00');
    expect(row('Importo minimo (€)')).toBe('Importo minimo (€)1.000,001.250,50');
    expect(row('Peso massimo (kg)')).toBe('Peso massimo (kg)2,510');
    expect(dialog.textContent).not.toContain('(id)');
  });
});
