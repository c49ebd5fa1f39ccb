import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { sendPendingLogout } from '../api/send-pending-logout';

const PENDING_LOGOUT_NOTICE = 'Uscita registrata sul dispositivo: sarà completata al ritorno della rete';

/**
 * 'Esci' tapped without network (issue 53, point 9): said on the login page until the server has the logout, which is
 * sent at once and again when the network returns. Its own chunk, loaded only then: the login's bundle has a budget
 * (issue 58).
 */
export default function PendingLogoutNotice({ onSent }: { onSent: () => void }) {
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });
  useEffect(() => {
    const send = () =>
      void sendPendingLogout().then((done) => {
        if (done) sent.current();
      });
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
  return (
    <Alert color="yellow" role="status" data-testid="pending-logout">
      {PENDING_LOGOUT_NOTICE}
    </Alert>
  );
}
