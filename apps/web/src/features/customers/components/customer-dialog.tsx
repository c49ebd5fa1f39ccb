import { Modal, Stack } from '@mantine/core';
import type { TCustomer } from '@portale/contract/customers';
import { useEffect, useState } from 'react';
import { CustomerInfo } from './customer-info';
import { TurnoverChart } from './turnover-chart';
import { TurnoverTable } from './turnover-table';
import { VisitForm } from './visit-form';

export type CustomerDialogKind = 'visit' | 'info' | 'turnover';
export interface CustomerDialogState {
  kind: CustomerDialogKind;
  customer: TCustomer;
}

const TITLES: Record<CustomerDialogKind, string> = { visit: 'Nuova visita', info: 'Informazioni', turnover: 'Fatturato annuo' };

/** One modal for the per-customer actions (Visit, Info, turnover); Mantine traps focus and returns it on close. */
export function CustomerDialog({ state, profileExternalId, onClose }: { state: CustomerDialogState | null; profileExternalId: string; onClose: () => void }) {
  // Mantine notes the element to give the focus back to when `opened` changes, not on mount: loaded lazily by
  // the click that opens it, the dialog mounts closed and opens on the next frame.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Modal opened={mounted && state !== null} onClose={onClose} title={state ? `${TITLES[state.kind]} — ${state.customer.company_name}` : ''} size="lg" closeButtonProps={{ 'aria-label': 'Chiudi' }}>
      {state?.kind === 'visit' && <VisitForm customer={state.customer} profileExternalId={profileExternalId} onSaved={onClose} onCancel={onClose} />}
      {state?.kind === 'info' && <CustomerInfo customer={state.customer} />}
      {state?.kind === 'turnover' && (
        <Stack gap="sm">
          {state.customer.year_data.length > 0 && <TurnoverChart years={state.customer.year_data} showTable={false} />}
          <TurnoverTable yearData={state.customer.year_data} />
        </Stack>
      )}
    </Modal>
  );
}
