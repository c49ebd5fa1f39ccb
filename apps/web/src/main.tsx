import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './app/app';

// index.html shows its boot screen until this first render. A transition, so React renders in slices that leave
// the main thread to input between them instead of one long task (issue 58).
void appReady.then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
