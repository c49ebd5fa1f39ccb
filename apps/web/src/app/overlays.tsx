import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The notices and the confirmation dialogs, loaded after the first screen (app.tsx): both listen to
 * module-level stores (`notifications.show`, `modals.openConfirmModal`), so nothing needs them as parents,
 * and a notice shown before they arrive is displayed when they mount.
 */
export default function Overlays() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider labels={{ confirm: 'Conferma', cancel: 'Annulla' }} />
    </>
  );
}
