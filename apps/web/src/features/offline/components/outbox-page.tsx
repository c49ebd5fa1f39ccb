import { Alert, Anchor, Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import type { TOrderDifference } from '@portale/contract/cart';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { StackedTable } from '../../../components/stacked-table';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { offlineDbFor, type OfflineDb, type OutboxItem } from '../../../lib/offline/offline-db';
import { pendingActivation } from '../../../lib/offline/pending-activation';
import { useSession } from '../../../lib/session';
import { startOffline } from '../offline-start';
import { runOutbox } from '../outbox-replay';
import { hopelessRefusal } from '../refusals';

const STATE_LABEL: Record<OutboxItem['state'], { label: string; color: string }> = {
  pending: { label: 'In attesa', color: 'yellow' },
  review: { label: 'Da rivedere', color: 'red' },
  sent: { label: 'Inviato', color: 'green' },
};
/** What the agent must see first: what the server refused, then what waits, then what went. */
const ORDER: OutboxItem['state'][] = ['review', 'pending', 'sent'];
/** Sent items kept on screen (the newest): the list is a receipt, not an archive. */
const SENT_SHOWN = 50;

const when = (epochMs: number | undefined) => (epochMs ? formatDateTime(new Date(epochMs).toISOString()) : '—');

/**
 * 'Da sincronizzare' (issue 18, point 4): what was recorded without network. Pending writes are sent on their own
 * (outbox-timer.tsx); one the server refused for good waits here with its reason, to be tried again or dropped.
 */
export function OutboxPage({ renderOpen }: { renderOpen?: (item: OutboxItem) => ReactNode } = {}) {
  const session = useSession().data;
  const userId = session.user.id;
  // Read at each render: the session (read above) changes when the server takes the activation, so this goes away.
  const activation = pendingActivation(userId);
  // The outbox's replay (outbox-timer.tsx) runs from now if the page has not been idle yet.
  useEffect(startOffline, []);
  const db = offlineDbFor(userId);
  const items = useLiveQuery(async () => {
    const all = await db.outbox.toArray();
    const sent = all.filter((i) => i.state === 'sent').sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0)).slice(0, SENT_SHOWN);
    const rest = all.filter((i) => i.state !== 'sent').sort((a, b) => a.createdAt - b.createdAt);
    return [...rest, ...sent].sort((a, b) => ORDER.indexOf(a.state) - ORDER.indexOf(b.state));
  }, [db]);
  const { online } = useNetwork();
  const [sending, setSending] = useState(false);
  const waiting = items?.filter((i) => i.state === 'pending').length ?? 0;

  async function sendNow() {
    setSending(true);
    try {
      const result = await runOutbox(userId);
      if (result === null) notifyInfo('Invio già in corso in un’altra scheda', 'outbox-busy');
      else if (result.sent) notifySuccess(`${result.sent === 1 ? 'Inviato 1 elemento' : `Inviati ${result.sent} elementi`}`);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <PageHeader title="Da sincronizzare">
        <Button onClick={() => void sendNow()} disabled={!online || sending || waiting === 0} loading={sending}>
          Invia ora
        </Button>
      </PageHeader>
      {!online && (
        <Alert color="yellow" title="Nessuna rete" mb="md">
          Quanto registrato senza rete resta sul dispositivo e sarà inviato al ritorno della rete.
        </Alert>
      )}
      {activation && (
        <Alert color="blue" mb="md" data-testid="pending-activation">
          Cliente attivato senza rete: {activation.current.customer?.company_name ?? 'nessuno'} (codice agente{' '}
          {activation.input.profile_external_id}). Il server lo registrerà al ritorno della rete, prima delle modifiche al
          carrello.
        </Alert>
      )}
      {items === undefined ? null : items.length === 0 ? (
        <EmptyState>Nessun elemento da sincronizzare</EmptyState>
      ) : (
        <StackedTable striped aria-label="Elementi registrati sul dispositivo">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Elemento</Table.Th>
                <Table.Th>Registrato il</Table.Th>
                <Table.Th>Stato</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th>Azioni</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.key} data-testid="outbox-item" data-state={item.state}>
                  <Table.Td data-label="Elemento">{item.label}</Table.Td>
                  <Table.Td data-label="Registrato il">{when(item.createdAt)}</Table.Td>
                  <Table.Td data-label="Stato">
                    <Badge color={item.resolution ? 'gray' : STATE_LABEL[item.state].color} variant="light" miw="max-content">
                      {item.resolution ? 'Chiuso' : STATE_LABEL[item.state].label}
                    </Badge>
                    {item.state === 'sent' && (
                      <Text size="xs" c="dimmed">
                        {when(item.sentAt)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label="Motivo">
                    {/* One block: a stacked row lays a cell's children side by side. */}
                    <div>
                      {item.resolution ??
                        item.error ??
                        (item.repriced?.length ? repricedMessage(item.repriced) : item.outcome?.pending_approval ? item.outcome.pending_approval : item.outcome?.order_code ? `Ordine ${item.outcome.order_code} inserito` : '—')}
                      {item.state === 'review' && hopelessRefusal(item) && (
                        <Text size="xs" c="red.9" data-testid="hopeless-refusal">
                          {hopelessRefusal(item)}
                        </Text>
                      )}
                      {item.conflict && <NoteConflict db={db} item={item} />}
                      {item.held && <PriceDifferences differences={item.held.differences} />}
                      {item.repriced && item.repriced.length > 0 && <PriceDifferences differences={item.repriced} />}
                    </div>
                  </Table.Td>
                  <Table.Td data-label="Azioni">
                    {item.state === 'review' ? (
                      <Group gap="xs" wrap="nowrap">
                        {item.held ? (
                          // Held for good under its key: the agent confirms or edits the temporary order it became.
                          <Anchor component={Link} to="/carts-archive/temporary_orders" size="sm">
                            Apri Ordini temporanei
                          </Anchor>
                        ) : item.conflict || item.code === 'NOT_FOUND' || item.code === 'FORBIDDEN' ? null : (
                          <Anchor component="button" type="button" size="sm" onClick={() => void db.outbox.update(item.key, { state: 'pending', error: undefined, code: undefined })}>
                            Riprova
                          </Anchor>
                        )}
                        {renderOpen?.(item)}
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          c="red.9"
                          onClick={() =>
                            confirmAction({
                              title: 'Eliminare l’elemento?',
                              message: `${item.label}: non sarà inviato al server.`,
                              confirmLabel: 'Elimina',
                              danger: true,
                              onConfirm: () => void db.outbox.delete(item.key),
                            })
                          }
                        >
                          Elimina
                        </Anchor>
                      </Group>
                    ) : item.state === 'sent' && item.outcome?.order_code ? (
                      <Anchor component={Link} to={orderLink(item)} size="sm">
                        Apri l’ordine {item.outcome.order_code}
                      </Anchor>
                    ) : item.state === 'sent' && item.kind === 'quote' ? (
                      <Anchor component={Link} to="/carts-archive/quotes" size="sm">
                        Apri Preventivi
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
        </StackedTable>
      )}
    </>
  );
}

/** A quote saved at today's prices: how many of the prices seen changed. */
function repricedMessage(differences: TOrderDifference[]) {
  const lines = differences.filter((d) => d.product_id !== null).length;
  const what = lines === 0 ? 'totale cambiato' : lines === 1 ? '1 prezzo cambiato' : `${lines} prezzi cambiati`;
  return `Salvato ai prezzi di oggi: ${what}`;
}

/** What the server priced differently from what the agent saw, a line each (a list: it reads the same in a stacked row). */
function PriceDifferences({ differences }: { differences: TOrderDifference[] }) {
  const euro = (value: number | null) => (value === null ? '—' : formatMoney(value));
  return (
    <List size="xs" mt={4} spacing={2} aria-label="Differenze di prezzo" data-testid="held-differences">
      {differences.map((d) => (
        <List.Item key={d.product_id ?? 'total'}>
          {d.description}: visto {euro(d.seen)}, ora <strong>{euro(d.now)}</strong>
        </List.Item>
      ))}
    </List>
  );
}

/** The orders list filtered on the order's code, for the agent code it was sent for. */
function orderLink(item: OutboxItem) {
  const profile = (item.input as { body?: { profile_external_id?: string } }).body?.profile_external_id ?? '*';
  return `/ordini?${new URLSearchParams({ profile, search: item.outcome?.order_code ?? '' }).toString()}`;
}

/**
 * A note saved elsewhere after the version this one was based on (NOTE_CONFLICT): both texts, and the agent keeps
 * his (sent again, based on the newer version) or takes the other (his is dropped).
 */
function NoteConflict({ db, item }: { db: OfflineDb; item: OutboxItem }) {
  const mine = (item.input as { body?: { note?: string | null } }).body?.note ?? '';
  const theirs = item.conflict!;
  const keepMine = () =>
    void db.outbox.update(item.key, {
      state: 'pending',
      error: undefined,
      code: undefined,
      conflict: undefined,
      input: { ...(item.input as object), body: { ...(item.input as { body: object }).body, base_version: theirs.version } },
    });
  const takeTheirs = () => void db.outbox.delete(item.key);
  return (
    <Stack gap={4} mt={4} data-testid="note-conflict">
      <Text size="xs">
        <strong>La tua nota:</strong> {mine || '(vuota)'}
      </Text>
      <Text size="xs">
        <strong>Nota salvata altrove:</strong> {theirs.content || '(vuota)'}
      </Text>
      <Group gap="xs">
        <Button size="compact-xs" onClick={keepMine}>
          Tieni la mia
        </Button>
        <Button size="compact-xs" variant="default" onClick={takeTheirs}>
          Tieni l’altra
        </Button>
      </Group>
    </Stack>
  );
}
