import { Alert, List, Stack, Text } from '@mantine/core';
import type { TOrderApproval } from '@portale/contract/approvals';
import type { TReorderResponse } from '@portale/contract/orders';
import { formatDateTime } from '../../../lib/format';
import { ReorderButton } from './reorder-button';

/**
 * An order's approval history (issue 56): why it waits and who sent it; who approved it and when; or who rejected
 * it, the reason, and 'Riapri nel carrello' (its products back in the cart, checked again when sent).
 */
export function OrderApprovalNotice({ orderId, approval, onReorder }: { orderId: number; approval: TOrderApproval; onReorder: (answer: TReorderResponse) => Promise<void> }) {
  const sent = `Inviato da ${approval.requested_by.name} il ${formatDateTime(approval.requested_at)}`;
  const decided = approval.decided_by && approval.decided_at ? `${approval.decided_by.name} il ${formatDateTime(approval.decided_at)}` : '';
  const color = approval.state === 'rejected' ? 'red' : approval.state === 'pending' ? 'orange' : 'green';
  const title = approval.state === 'rejected' ? 'Ordine rifiutato' : approval.state === 'pending' ? 'Ordine da approvare' : 'Ordine approvato';
  return (
    <Alert color={color} title={title} mb="md" data-testid="order-approval">
      <Stack gap={4}>
        {approval.state === 'rejected' && (
          <Text size="sm" data-testid="rejection-reason">
            Motivo: <strong>{approval.rejection_reason}</strong>
          </Text>
        )}
        <List size="sm">
          {approval.reasons.messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
        <Text size="sm">{sent}</Text>
        {approval.state === 'approved' && <Text size="sm">Approvato da {decided}: inviato all’ERP con l’esportazione successiva</Text>}
        {approval.state === 'rejected' && <Text size="sm">Rifiutato da {decided}</Text>}
        {approval.state === 'pending' && <Text size="sm">Sarà inviato all’ERP dopo l’approvazione dell’amministratore</Text>}
        {approval.state === 'rejected' && (
          <div>
            <ReorderButton orderId={orderId} onReorder={onReorder} text="Riapri nel carrello" />
          </div>
        )}
      </Stack>
    </Alert>
  );
}
