import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime, formatInteger, formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { copyUpdatedAt, offlineDbFor } from '../../../lib/offline/offline-db';
import { runOfflineSync, useOfflineSyncStore } from '../offline-sync';
import { startOffline } from '../offline-start';

const MB = 1024 * 1024;

/**
 * 'Dati sul dispositivo' (issue 18): what this device holds for use without network, when it was last brought up
 * to date, how much room it takes, and a button to update it now.
 */
export function DevicePage() {
  const { user } = useSession().data;
  if (user.role === 'admin') {
    return (
      <>
        <PageHeader title="Dati sul dispositivo" />
        <Text>I dati per l’uso senza rete sono scaricati solo per gli agenti.</Text>
      </>
    );
  }
  return <AgentDevice userId={user.id} />;
}

function AgentDevice({ userId }: { userId: number }) {
  // The copy is what this screen is about: its background updates start now if the page has not been idle yet.
  useEffect(startOffline, []);
  const db = offlineDbFor(userId);
  const local = useLiveQuery(async () => {
    const feeds = await db.feeds.toArray();
    const count = (name: string) => feeds.find((f) => f.feed === name)?.count ?? 0;
    return { customers: count('customers'), orders: count('orders'), products: count('products'), prices: count('prices'), updatedAt: copyUpdatedAt(feeds) };
  }, [db]);
  const { running, error, lastDurationMs, runs } = useOfflineSyncStore();
  const storage = useStorageEstimate(running);
  const { online } = useNetwork();

  return (
    <>
      <PageHeader title="Dati sul dispositivo">
        {/* No spinner: the page stays usable while a download runs in the background, however long it takes. */}
        <Button onClick={() => void runOfflineSync(userId)} disabled={!online || running}>
          {running ? 'Aggiornamento in corso…' : 'Aggiorna ora'}
        </Button>
      </PageHeader>
      <Stack gap="md" maw={640}>
        {!online && (
          <Alert color="yellow" title="Nessuna rete">
            Il dispositivo non è collegato: i dati si aggiorneranno al ritorno della rete.
          </Alert>
        )}
        <Paper withBorder p="md">
          <Text fw={600} data-testid="device-updated-at">
            {local?.updatedAt
              ? `Ultimo aggiornamento: ${formatDateTime(new Date(local.updatedAt).toISOString())}`
              : running
                ? 'Primo scaricamento in corso…'
                : 'Ultimo aggiornamento: mai'}
          </Text>
          {lastDurationMs !== null && !running && (
            <Text size="sm" c="dimmed" data-testid="device-sync-duration" data-ms={Math.round(lastDurationMs)} data-runs={runs}>
              Ultima sincronizzazione in {formatNumber((lastDurationMs / 1000).toFixed(1))} s
            </Text>
          )}
          <Text size="sm" mt="xs">
            Senza rete il portale mostra questi dati; i dati si aggiornano da soli all’avvio, al ritorno della rete e ogni 5 minuti.
          </Text>
        </Paper>
        {error && (
          <Alert color="red" title="Aggiornamento non riuscito">
            {error}. I dati già sul dispositivo restano disponibili; l’aggiornamento riprende da dove si è fermato.
          </Alert>
        )}
        <Table withTableBorder captionSide="top" aria-label="Dati salvati sul dispositivo">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Clienti</Table.Th>
              <Table.Td ta="right">{formatInteger(local?.customers)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Ordini degli ultimi 24 mesi</Table.Th>
              <Table.Td ta="right">{formatInteger(local?.orders)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Prodotti del catalogo</Table.Th>
              <Table.Td ta="right">{formatInteger(local?.products)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Prezzi dei listini dei clienti</Table.Th>
              <Table.Td ta="right">{formatInteger(local?.prices)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Spazio occupato</Table.Th>
              <Table.Td ta="right">{storage.usage === null ? 'non disponibile' : `${formatNumber((storage.usage / MB).toFixed(1))} MB`}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Archiviazione persistente</Table.Th>
              <Table.Td ta="right">{storage.persisted === null ? 'non disponibile' : storage.persisted ? 'Sì' : 'No'}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {storage.persisted === false && (
          <Group>
            <Text size="sm" c="dimmed">
              Il browser può cancellare questi dati se lo spazio scarseggia. Installare il portale (o aggiungerlo alla schermata Home) li protegge.
            </Text>
          </Group>
        )}
      </Stack>
    </>
  );
}

/** The origin's storage use and whether it is persistent, read again after each sync. */
function useStorageEstimate(running: boolean) {
  const [storage, setStorage] = useState<{ usage: number | null; persisted: boolean | null }>({ usage: null, persisted: null });
  useEffect(() => {
    if (running) return;
    void Promise.all([navigator.storage?.estimate?.(), navigator.storage?.persisted?.()]).then(([estimate, persisted]) =>
      setStorage({ usage: estimate?.usage ?? null, persisted: persisted ?? null }),
    );
  }, [running]);
  return storage;
}
