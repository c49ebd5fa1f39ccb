import { Component, type ReactNode } from 'react';
import { ErrorState } from '../components/error-state';

/** A page's code that did not arrive: the browser's message for a failed dynamic import. */
function isChunkFailure(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|module script|importing a module/i.test(error.message);
}

/**
 * A screen that fails to render (its chunk aborted on the way, an unexpected error) shows an Italian message with
 * 'Riprova' inside the shell, instead of taking the whole app down with it. Riprova reloads the page: a browser may
 * keep a failed module import failed for the rest of the page's life. Keyed by the path in the layout, so that
 * moving to another screen starts clean.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const message = isChunkFailure(this.state.error)
      ? 'La pagina non è arrivata: controllare la connessione e riprovare.'
      : 'Si è verificato un errore imprevisto nella pagina.';
    return <ErrorState title="Pagina non caricata" error={new Error(message)} onRetry={() => window.location.reload()} />;
  }
}
