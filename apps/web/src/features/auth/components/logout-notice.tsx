import { Alert } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { LOGOUT_NOT_CONFIRMED, logoutRetryDelayMs, sendPendingLogout } from '../api/send-pending-logout';

const OFFLINE_LOGOUT = 'Uscita registrata sul dispositivo: sarà completata al ritorno della rete';

const reason = () => (navigator.onLine ? LOGOUT_NOT_CONFIRMED : OFFLINE_LOGOUT);

/**
 * A logout the server has not confirmed (issue 53, point 9; issue 64, point 4): said on the login page until it has,
 * sent at once, again after a growing wait, and at once when the network returns. Its own chunk, loaded only then:
 * the login's bundle has a budget (issue 58).
 */
export default function PendingLogoutNotice({ onSent }: { onSent: () => void }) {
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });
  const [text, setText] = useState(reason);
  useEffect(() => {
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sending = false;
    let stopped = false;
    const send = () => {
      if (sending || stopped) return;
      sending = true;
      clearTimeout(timer);
      void sendPendingLogout().then((done) => {
        sending = false;
        if (stopped) return;
        if (done) return sent.current();
        failures += 1;
        setText(reason());
        timer = setTimeout(send, logoutRetryDelayMs(failures));
      });
    };
    const offline = () => setText(reason());
    send();
    window.addEventListener('online', send);
    window.addEventListener('offline', offline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', send);
      window.removeEventListener('offline', offline);
    };
  }, []);
  return (
    <Alert color="yellow" role="status" data-testid="pending-logout">
      {text}
    </Alert>
  );
}
