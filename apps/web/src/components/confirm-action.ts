import { modals } from '@mantine/modals';

/** Asks for confirmation with the seed's question; `onConfirm` runs only on 'Conferma'. */
export function confirmAction({ message, title = 'Conferma', confirmLabel = 'Conferma', danger = false, onConfirm }: {
  message: string;
  title?: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: message,
    labels: { confirm: confirmLabel, cancel: 'Annulla' },
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm,
  });
}
