import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { JobCreateForm } from './job-create-form';
import { JobList } from './job-list';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const types = { types: { '1': { id: 1, name: 'Garanzia cofano', supports_activation: true, supports_validation: false } } };
const running = {
  id: 7,
  year: 2026,
  batch: 3,
  type_id: 1,
  type: { id: 1, name: 'Garanzia cofano', supports_validation: false },
  codes_count: 10000,
  warranties_count: 2500,
  notes: null,
  status: 'running',
  created_at: '2026-11-20T10:00:00.000Z',
  finished_at: null,
};
const jobs = (batchMax: number, data: unknown[] = []) => ({ jobs: { data, total: data.length, current_page: 1, last_page: 1, per_page: 20 }, batch_max: batchMax });

describe('warranty jobs screen', { timeout: 30_000 }, () => {
  let jobsAnswer: () => Promise<Response>;
  const started: unknown[] = [];
  beforeEach(() => {
    started.length = 0;
    jobsAnswer = async () => json(jobs(500));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/warranty/getTypes') return json(types);
        if (url === '/api/warranty/getJobs') return jobsAnswer();
        if (url.startsWith('/api/warranty/checkJob')) {
          const batch = Number(new URL(url, 'http://x').searchParams.get('batch'));
          return json(batch === 1 ? { success: false, year: 2026, batch, message: 'Il lotto 1 del 2026 esiste già' } : { success: true, year: 2026, batch });
        }
        if (url === '/api/warranty/startJob') {
          started.push(JSON.parse(String(init?.body)));
          return json({ success: true, message: 'Operazione conclusa correttamente', job_id: 9 });
        }
        return json({ message: 'non previsto' }, 500);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("refuses '-7' as a batch and '-5' or '1,5' as a count with a message, never reading them as 7, 5 or 15 (issue 55, point 23)", async () => {
    renderWithProviders(<JobCreateForm onStarted={vi.fn()} />);
    const count = screen.getByLabelText(/Codici da generare/);
    await waitFor(() => expect(count).toHaveValue('500'));
    const batch = screen.getByLabelText(/Lotto/);
    await userEvent.type(batch, '-7');
    await userEvent.tab();
    expect(batch).toHaveValue('-7');
    expect(await screen.findByText('Non sono ammessi numeri negativi')).toBeInTheDocument();
    expect(screen.queryByText('Lotto disponibile')).not.toBeInTheDocument();
    await userEvent.clear(batch);
    await userEvent.type(batch, '2');
    for (const [typed, message] of [
      ['-5', 'Non sono ammessi numeri negativi'],
      ['1,5', 'Indicare un numero intero, senza decimali'],
    ]) {
      await userEvent.clear(count);
      await userEvent.type(count, typed);
      await userEvent.tab();
      expect(count).toHaveValue(typed);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Genera codici' })).toBeDisabled();
  });

  it('counts 10 until the server answers, then batch_max; submits only after a free (year, batch) and confirmation', async () => {
    let release!: () => void;
    jobsAnswer = () => new Promise((resolve) => (release = () => resolve(json(jobs(500)))));
    const onStarted = vi.fn();
    renderWithProviders(<JobCreateForm onStarted={onStarted} />);
    const count = screen.getByLabelText(/Codici da generare/);
    expect(count).toHaveValue('10');
    release();
    jobsAnswer = async () => json(jobs(500));
    await waitFor(() => expect(count).toHaveValue('500'));

    const submit = screen.getByRole('button', { name: 'Genera codici' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Lotto/), '1');
    expect(await screen.findByText('Il lotto 1 del 2026 esiste già')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Lotto/), '2');
    expect(await screen.findByText('Lotto disponibile')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByText('Procedere con la creazione dei codici?')).toBeInTheDocument();
    expect(screen.getByText('Generare 500 codici per il lotto 2026/12?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Genera' }));
    await waitFor(() => expect(started).toHaveLength(1));
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(started[0]).toMatchObject({ batch: 12, type_id: 1, codes_count: 500 });
  });

  it('flags a count of 0 or above the maximum instead of replacing it (issue 22)', async () => {
    jobsAnswer = async () => json(jobs(500));
    renderWithProviders(<JobCreateForm onStarted={() => undefined} />);
    const count = screen.getByLabelText(/Codici da generare/);
    await waitFor(() => expect(count).toHaveValue('500'));
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.tab();
    expect(count).toHaveValue('0');
    expect(await screen.findByText('Indicare un numero di codici tra 1 e 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Genera codici' })).toBeDisabled();
    await userEvent.clear(count);
    await userEvent.type(count, '501');
    await userEvent.tab();
    expect(count).toHaveValue('501');
    expect(screen.getByText('Indicare un numero di codici tra 1 e 500')).toBeInTheDocument();
  });

  it('shows a progress bar while a job is generating', async () => {
    jobsAnswer = async () => json(jobs(10000, [running]));
    renderWithProviders(<JobList />);
    const bar = await screen.findByRole('progressbar', { name: 'Generazione lotto 2026/3' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
  });
});
