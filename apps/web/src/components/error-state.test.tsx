import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { renderWithProviders } from '../test/render-with-providers';
import { ErrorState } from './error-state';

// Issue 55, point 16: 'Riprova' was offered on a 404, where asking again can only fail again.
describe('ErrorState', () => {
  afterEach(cleanup);

  it("offers 'Riprova' when asking again may work (no answer, a server error)", () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState error={new ApiError(0, 'Server non raggiungibile', 'NETWORK')} onRetry={onRetry} />);
    screen.getByRole('button', { name: 'Riprova' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    cleanup();
    renderWithProviders(<ErrorState error={new ApiError(503, 'Servizio non disponibile')} onRetry={onRetry} />);
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it.each([
    [404, 'NOT_FOUND', 'Ordine non trovato'],
    [403, 'FORBIDDEN', 'Accesso negato'],
    [400, 'VALIDATION_FAILED', 'Richiesta non valida'],
  ] as const)("offers no 'Riprova' on a %i, but a way back", (status, code, message) => {
    renderWithProviders(<ErrorState error={new ApiError(status, message, code)} onRetry={() => undefined} />);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Torna indietro' })).toBeTruthy();
  });
});
