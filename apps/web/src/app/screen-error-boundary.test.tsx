import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ScreenErrorBoundary } from './screen-error-boundary';

describe('ScreenErrorBoundary', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows a screen whose chunk did not arrive as an Italian message, and 'Riprova' reloads the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Screen = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js')));
    renderWithProviders(
      <ScreenErrorBoundary>
        <Suspense fallback="…">
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pagina non caricata');
    expect(alert).toHaveTextContent('La pagina non è arrivata: controllare la connessione e riprovare.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps an unexpected error in Italian, without its English text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    renderWithProviders(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Si è verificato un errore imprevisto nella pagina.');
    expect(alert).not.toHaveTextContent('Cannot read');
  });
});
