import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './warranty-page.css';
import { WarrantyActivationPage } from './warranty-activation-page';

// A separate entry (garanzia.html): the phone that scans a label loads React, this page and the
// contract's checks, not the portal (no Mantine, no router, no query cache).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WarrantyActivationPage initialCode={codeFromPath(window.location.pathname)} />
  </StrictMode>,
);

/** `/garanzia/ABCD-EFGH-JKMN` (any case: the QR codes carry it upper-case) → the code. */
function codeFromPath(pathname: string): string {
  const match = /^\/garanzia\/([^/]+)/i.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : '';
}
