import { modals } from '@mantine/modals';
import { whenOverlaysReady } from '../lib/overlays';

/** Asks for confirmation with the seed's question; `onConfirm` runs only on 'Conferma'. */
export function confirmAction({ message, title = 'Conferma', confirmLabel = 'Conferma', danger = false, onConfirm }: {
  message: string;
  title?: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  void whenOverlaysReady().then(() =>
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm: confirmLabel, cancel: 'Annulla' },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm,
    }),
  );
}
