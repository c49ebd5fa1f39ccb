import { Badge, Button, Group, List, Modal, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { ZRejectOrderRequest, type TPendingOrder } from '@portale/contract/approvals';
import { formatQuantity } from '@portale/contract/quantity';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { StackedTable } from '../../../components/stacked-table';
import { formatDate, formatDateTime, formatDiscounts, formatMoney } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useApproveOrder, usePendingApprovals, useRejectOrder } from '../api/approvals';
import classes from './approvals-page.module.css';

/**
 * 'Ordini da approvare' (issue 56, admin): the orders held beyond their sender's discount authority or for a customer
 * overdue, oldest first, each with who sent it, why it waits and its lines (those beyond the limit highlighted).
 * 'Approva' sends it to the ERP with the next export; 'Rifiuta' asks the reason the agent will read.
 */
export function ApprovalsPage() {
  const pending = usePendingApprovals();
  return (
    <>
      <PageHeader title="Ordini da approvare" />
      {pending.isPending ? (
        <LoadingState label="Caricamento ordini da approvare…" />
      ) : pending.isError ? (
        <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />
      ) : pending.data.orders.length === 0 ? (
        <Paper withBorder p="md">
          <EmptyState>Nessun ordine da approvare</EmptyState>
        </Paper>
      ) : (
        <Stack gap="md">
          {pending.data.orders.map((order) => (
            <PendingOrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </>
  );
}

function PendingOrderCard({ order }: { order: TPendingOrder }) {
  const approve = useApproveOrder();
  const [rejecting, setRejecting] = useState(false);
  const { approval } = order;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`approval-${order.id}`} data-testid="pending-order">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <Stack gap={2}>
          <Title order={3} size="h4" id={`approval-${order.id}`}>
            Ordine {order.code}
          </Title>
          <Text size="sm">
            {order.customer.external_id} — {order.customer.company_name} · Agente {order.profile_external_id}
          </Text>
          <Text size="sm" data-testid="pending-sender">
            Inviato da <strong>{approval.requested_by.name}</strong> il {formatDateTime(approval.requested_at)} · del {formatDate(order.issue_date)} · imponibile{' '}
            {formatMoney(order.total_net)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            aria-label={`Approva ${order.code}`}
            loading={approve.isPending}
            onClick={() => approve.mutate(order.id, { onSuccess: (r) => notifySuccess(r.message ?? 'Ordine approvato'), onError: notifyApiError })}
          >
            Approva
          </Button>
          <Button color="red" variant="light" aria-label={`Rifiuta ${order.code}`} onClick={() => setRejecting(true)}>
            Rifiuta
          </Button>
        </Group>
      </Group>
      <List size="sm" mb="sm" data-testid="pending-reasons">
        {approval.reasons.messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
      <StackedTable stackBelow="md" verticalSpacing={4} fz="sm" aria-label={`Righe dell'ordine ${order.code}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Prodotto</Table.Th>
            <Table.Th ta="right">Quantità</Table.Th>
            <Table.Th ta="right">Prezzo</Table.Th>
            <Table.Th ta="right">Sconto</Table.Th>
            <Table.Th ta="right">Totale</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.items.map((item, i) => (
            <Table.Tr key={`${item.product_external_id}-${i}`} className={item.beyond_limit ? classes.beyond : undefined} data-beyond={item.beyond_limit || undefined}>
              <Table.Td data-label="Prodotto">
                <strong>{item.product_external_id}</strong> {item.description}
                {item.beyond_limit && (
                  <Badge color="red" variant="light" ml="xs" size="sm">
                    Oltre il limite
                  </Badge>
                )}
              </Table.Td>
              <Table.Td data-label="Quantità" ta="right">
                {formatQuantity(item.quantity)}
              </Table.Td>
              <Table.Td data-label="Prezzo" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.price)}
              </Table.Td>
              <Table.Td data-label="Sconto" ta="right">
                {formatDiscounts(item.discount_1, item.discount_2)}
              </Table.Td>
              <Table.Td data-label="Totale" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      <RejectModal order={order} opened={rejecting} onClose={() => setRejecting(false)} />
    </Paper>
  );
}

function RejectModal({ order, opened, onClose }: { order: TPendingOrder; opened: boolean; onClose: () => void }) {
  const reject = useRejectOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    // The contract's own rule, so the message is the server's.
    const checked = ZRejectOrderRequest.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Motivo non valido');
      return;
    }
    reject.mutate(
      { id: order.id, reason: checked.data.reason },
      {
        onSuccess: (r) => {
          notifySuccess(r.message ?? 'Ordine rifiutato');
          onClose();
        },
        onError: notifyApiError,
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Rifiuta l'ordine ${order.code}`}>
      <form
        // The contract's message, not the browser's bubble, says what is missing.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Textarea
            label="Motivo del rifiuto"
            description="L’agente lo leggerà nell’ordine e potrà riaprirlo nel carrello"
            required
            autosize
            minRows={3}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            errorProps={{ role: 'alert' }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              Conferma rifiuto
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
