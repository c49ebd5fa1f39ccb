import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { NOTICE_POSITION } from '../lib/notify';
import { overlaysMounted } from '../lib/overlays';

/**
 * The notices and the confirmation dialogs, loaded after the first screen (app.tsx, lib/overlays.ts): nothing
 * needs them as parents; a notice shown before they arrive is displayed when they mount.
 */
export default function Overlays() {
  // Effects run children first: the modals provider listens by now.
  useEffect(overlaysMounted, []);
  return (
    <>
      <Notifications position={NOTICE_POSITION} limit={4} containerWidth={380} />
      <ModalsProvider labels={{ confirm: 'Conferma', cancel: 'Annulla' }} />
    </>
  );
}
