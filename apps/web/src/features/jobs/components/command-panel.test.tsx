import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCommand } from '@portale/contract/jobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CommandPanel, initialDraft } from './command-panel';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const command: TCommand = {
  name: 'import:customers',
  description: 'Importa i clienti',
  priority: 80,
  kind: 'import',
  arguments: [{ name: 'file', label: 'File', required: true, value: '' }],
  options: [{ name: 'dry-run', label: 'Prova', checked: false }],
  history: [],
  schedule: { cron: '0 2 * * *', next_run_at: '2026-11-30T01:00:00.000Z', params: { arguments: { file: 'clienti-notte.csv' }, options: { 'dry-run': true } } },
};

// Issue 55 point 25: the schedule shows what its runs use, and a new time keeps it.
describe('command panel: the saved schedule', { timeout: 30_000 }, () => {
  const sent: unknown[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/job/setSchedule') {
          sent.push(JSON.parse(String(init?.body)));
          return json({ success: true, message: 'Pianificazione salvata' });
        }
        return json({ message: 'non previsto' }, 500);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the saved schedule's file and 'Prova', and re-saving only the time keeps them", async () => {
    // The run form is empty and 'Prova' off: none of that may reach the schedule.
    renderWithProviders(<CommandPanel command={command} draft={initialDraft(command)} onDraft={() => undefined} onQueued={() => undefined} />);
    expect(screen.getByText('Le esecuzioni pianificate usano: File: clienti-notte.csv · Prova: sì')).toBeInTheDocument();
    const cron = screen.getByLabelText(/Pianificazione \(cron/);
    await userEvent.clear(cron);
    await userEvent.type(cron, '0 3 * * *');
    await userEvent.click(screen.getByRole('button', { name: 'Salva pianificazione' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: 'import:customers', cron: '0 3 * * *', params: { arguments: { file: 'clienti-notte.csv' }, options: { 'dry-run': true } } });
  });

  it("takes the form's file and options only when asked", async () => {
    const draft = { args: { file: 'nuovo.csv' }, opts: { 'dry-run': false } };
    renderWithProviders(<CommandPanel command={command} draft={draft} onDraft={() => undefined} onQueued={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usa file e opzioni del modulo' }));
    expect(screen.getByText('Le esecuzioni pianificate usano: File: nuovo.csv · Prova: no')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva pianificazione' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ params: { arguments: { file: 'nuovo.csv' }, options: { 'dry-run': false } } });
  });
});
