import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RunDetails } from './run-details';

// Issue 55, point 26: 'Dettagli' showed the raw JSON with English keys (rows, unchanged, timings) in a block wider than a phone.
describe("a run's 'Dettagli'", () => {
  afterEach(cleanup);

  it('says the parameters and the figures in Italian, as text that wraps', () => {
    renderWithProviders(
      <RunDetails
        params={{ arguments: { file: 'clienti.csv' }, options: { 'dry-run': true } }}
        output={{
          message: '2 righe create',
          dry_run: true,
          rows: 1200,
          created: 2,
          updated: 0,
          unchanged: 1198,
          refused: 0,
          skipped: 0,
          errors_count: 0,
          encoding: 'UTF-8',
          timings: { read_ms: 1250, check_ms: 80, apply_ms: 0 },
          job_id: 7,
        }}
      />,
    );
    const details = screen.getByTestId('run-details');
    const text = details.textContent ?? '';
    for (const expected of ['File: clienti.csv', 'Prova: sì', 'Righe lette: 1.200', 'Create: 2', 'Invariate: 1.198', 'Codifica: UTF-8', 'Lettura 1,3 s', 'Lavoro: 7']) {
      expect(text).toContain(expected);
    }
    for (const english of ['rows', 'unchanged', 'timings', 'read_ms', 'dry_run', 'job_id', '{', '"']) expect(text).not.toContain(english);
    expect(screen.queryByText(/message/)).toBeNull();
  });
});
