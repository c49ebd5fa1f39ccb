import { Alert, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useDeviceAnswers } from '../../../lib/offline/device-answers';
import { copyUpdatedAt, offlineDbFor } from '../../../lib/offline/offline-db';

/**
 * Said above every screen while the portal works on the device's copy (no network, or the server unreachable):
 * how fresh that copy is, and what can be done without network.
 */
export default function OfflineBanner({ userId }: { userId: number }) {
  const { online } = useNetwork();
  const fromDevice = useDeviceAnswers((s) => s.fromDevice);
  const db = offlineDbFor(userId);
  const updatedAt = useLiveQuery(async () => copyUpdatedAt(await db.feeds.toArray()), [db]);
  // The network is back: the next list comes from the server again (and says so if it cannot).
  useEffect(() => {
    if (online) useDeviceAnswers.setState({ fromDevice: false });
  }, [online]);
  if (online && !fromDevice) return null;
  return (
    <Alert color="yellow" mb="md" role="status" data-testid="offline-banner">
      <Text size="sm" fw={700}>
        {online ? 'Server non raggiungibile' : 'Senza rete'}
      </Text>
      <Text size="sm">
        Clienti, catalogo e ordini dai dati del dispositivo
        {updatedAt ? ` (ultimo aggiornamento ${formatDateTime(new Date(updatedAt).toISOString())})` : ' (non ancora scaricati per intero: aprire Dati sul dispositivo con la rete)'}. Visite, note,
        preventivi e ordini restano sul dispositivo e partono al ritorno della rete; le altre schermate richiedono la rete.
      </Text>
    </Alert>
  );
}
