import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInRome } from '@portale/contract/business-date';
import { formatDate } from '../../../lib/format';
import { renderWithProviders } from '../../../test/render-with-providers';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { VISIT_QUEUED, VisitForm } from './visit-form';

const session = {
  user: { id: 42, name: 'Mario Rossi', email: 'agente1@example.com', external_id: null, role: 'agent', profiles: [], discount_limit: null },
  current: { profile: null, customer: null },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// Rendering Mantine in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('VisitForm', { timeout: 30_000 }, () => {
  const calls: { url: string; body: unknown; key: string | undefined }[] = [];
  let failNextSave = false;
  let noNetwork = false;
  beforeEach(() => {
    calls.length = 0;
    failNextSave = false;
    noNetwork = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ url, body, key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'] });
        if (noNetwork) throw new TypeError('Failed to fetch');
        if (url.startsWith('/api/visit/saveVisit/') && failNextSave) {
          failNextSave = false;
          return json({ message: 'Servizio momentaneamente non disponibile' }, 500);
        }
        if (url.startsWith('/api/visit/saveVisit/')) {
          return json({
            success: true,
            visit: { id: 1, date_visit: body.date_visit, notes: body.notes, user_id: 42, profile_external_id: 'A001', customer: { customer_id: 5, customer_external_id: 'C0005', company_name: 'X' } },
          });
        }
        return json({ message: 'non previsto' }, 500);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function setup() {
    const onSaved = vi.fn();
    renderWithProviders(<VisitForm customer={{ id: 5, external_id: 'C0005', company_name: 'Ferramenta Rossi S.r.l.' }} profileExternalId="A001" onSaved={onSaved} onCancel={() => {}} />, { session });
    return { onSaved, user: userEvent.setup() };
  }

  it("a refused visit opened again from 'Da sincronizzare' shows what was written and why it was refused (issue 53, point 16)", () => {
    renderWithProviders(
      <VisitForm
        customer={{ id: 5, external_id: 'C0005', company_name: 'Ferramenta Rossi S.r.l.' }}
        profileExternalId="A001"
        onSaved={() => {}}
        onCancel={() => {}}
        reopened={{ draft: { date_visit: '2026-11-20', notes: 'Visita di cortesia' }, reason: 'Cliente non trovato' }}
      />,
      { session },
    );
    expect(screen.getByLabelText(/Data della visita/)).toHaveValue('20/11/2026');
    expect(screen.getByLabelText(/Note/)).toHaveValue('Visita di cortesia');
    expect(screen.getByTestId('reopened-reason')).toHaveTextContent('Cliente non trovato');
  });

  // Today in Italy, the business date: between midnight in Rome and midnight UTC the device's UTC date is yesterday.
  it('defaults the date to today', () => {
    setup();
    expect(screen.getByLabelText(/Data della visita/)).toHaveValue(formatDate(todayInRome()));
  });

  it('refuses notes of 4 characters or fewer without calling the server', async () => {
    const { user, onSaved } = setup();
    await user.type(screen.getByLabelText(/Note/), ' abcd ');
    await user.click(screen.getByRole('button', { name: 'Salva visita' }));
    expect(await screen.findByText('Le note devono contenere più di 4 caratteri')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('saveVisit'))).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('reads a typed Italian date and sends it as YYYY-MM-DD', async () => {
    const { user, onSaved } = setup();
    const date = screen.getByLabelText(/Data della visita/);
    await user.clear(date);
    await user.type(date, '03/02/2025');
    await user.type(screen.getByLabelText(/Note/), 'Visita di cortesia');
    await user.click(screen.getByRole('button', { name: 'Salva visita' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/visit/saveVisit/5')?.body).toMatchObject({ date_visit: '2025-02-03' });
  });

  it('requires a date', async () => {
    const { user } = setup();
    await user.clear(screen.getByLabelText(/Data della visita/));
    await user.type(screen.getByLabelText(/Note/), 'Ordine di prova discusso');
    await user.click(screen.getByRole('button', { name: 'Salva visita' }));
    expect(await screen.findByText('La data della visita è obbligatoria')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('saveVisit'))).toBe(false);
  });

  it('saves with the spec body, shows the notice and closes', async () => {
    const { user, onSaved } = setup();
    await user.type(screen.getByLabelText(/Note/), '  Presentato il nuovo listino  ');
    await user.click(screen.getByRole('button', { name: 'Salva visita' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = calls.find((c) => c.url === '/api/visit/saveVisit/5');
    expect(saved?.body).toEqual({
      date_visit: todayInRome(),
      notes: 'Presentato il nuovo listino',
      user_id: 42,
      profile_external_id: 'A001',
      customer_id: 5,
      customer_external_id: 'C0005',
    });
    expect(await screen.findByText('Visita salvata correttamente')).toBeInTheDocument();
  });

  it('sends the same Idempotency-Key when the visit is saved again after a failed answer', async () => {
    const { user, onSaved } = setup();
    failNextSave = true;
    await user.type(screen.getByLabelText(/Note/), 'Visita con rete incerta');
    await user.click(screen.getByRole('button', { name: 'Salva visita' }));
    expect(await screen.findByText('Servizio momentaneamente non disponibile')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Salva visita' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const keys = calls.filter((c) => c.url === '/api/visit/saveVisit/5').map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the visit on the device, with the key it was sent with, when the network does not answer (issue 18)', async () => {
    const { user, onSaved } = setup();
    noNetwork = true;
    await user.type(screen.getByLabelText(/Note/), 'Visita in cantina, senza campo');
    await user.click(screen.getByRole('button', { name: 'Salva visita' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText(VISIT_QUEUED)).toBeInTheDocument();
    const queued = await offlineDbFor(42).outbox.toArray();
    expect(queued).toEqual([
      expect.objectContaining({ key: calls[0]!.key, kind: 'visit', state: 'pending', label: `Visita a Ferramenta Rossi S.r.l. del ${formatDate(todayInRome())}` }),
    ]);
    expect(queued[0]!.input).toMatchObject({ params: { id: 5 }, body: { notes: 'Visita in cantina, senza campo', customer_id: 5 } });
  });
});
