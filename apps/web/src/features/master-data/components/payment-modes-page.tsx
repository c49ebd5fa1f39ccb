import { Badge, Button, Group, Table, TextInput, VisuallyHidden } from '@mantine/core';
import type { TPaymentMode } from '@portale/contract/master-data';
import { PageHeader } from '../../../components/page-header';
import { StackedTable } from '../../../components/stacked-table';
import { formatTypedNumber, parseItalianNumber } from '../../../lib/italian-number';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { usePaymentModes } from '../api/get-payment-modes';
import { useUpdatePaymentMode } from '../api/update-payment-mode';
import { fieldErrorsOf, useRowDraft } from '../hooks/use-row-draft';
import { AdminPanel } from './admin-panel';
import { HistoryButton } from './history-button';

/** Payment modes (admin): the discount per mode (0–100, two decimals), Save per modified row. */
export function PaymentModesPage() {
  const modes = usePaymentModes();
  return (
    <>
      <PageHeader title="Modalità di pagamento" />
      <AdminPanel query={modes} isEmpty={(d) => d.payment_modes.length === 0} loadingLabel="Caricamento modalità di pagamento…" emptyLabel="Nessuna modalità di pagamento">
        {(data) => (
          <StackedTable stackBelow="md" striped highlightOnHover layout="fixed" verticalSpacing="xs" aria-label="Modalità di pagamento">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={100} visibleFrom="sm">
                  Codice
                </Table.Th>
                <Table.Th>Descrizione</Table.Th>
                <Table.Th w={140}>Sconto %</Table.Th>
                <Table.Th w={190}>
                  <VisuallyHidden>Azioni</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.payment_modes.map((mode) => (
                <PaymentModeRow key={`${mode.id}-${mode.version}`} mode={mode} />
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
      </AdminPanel>
    </>
  );
}

function PaymentModeRow({ mode }: { mode: TPaymentMode }) {
  const { draft, modified, set } = useRowDraft({ discount: formatTypedNumber(mode.discount) });
  const update = useUpdatePaymentMode();
  // Kept as typed: '150' or '-5' is refused here with its reason, never turned into 100 or 5.
  const parsed = parseItalianNumber(draft.discount, { min: 0, max: 100, decimals: 2 });
  const error = (parsed.ok ? undefined : parsed.message) ?? fieldErrorsOf(update.error).discount;
  const canSave = modified && parsed.ok;
  const save = () => {
    if (!parsed.ok) return;
    update.mutate({ id: mode.id, version: mode.version, discount: parsed.value }, { onSuccess: (r) => notifySuccess(r.message), onError: notifyApiError });
  };
  return (
    <Table.Tr>
      <Table.Td data-label="Codice" visibleFrom="sm">{mode.external_id}</Table.Td>
      <Table.Td data-label="Descrizione" style={{ overflowWrap: 'anywhere' }}>
        {mode.description}
        {modified && (
          <Badge size="xs" variant="light" color="orange" ml={6}>
            modificato
          </Badge>
        )}
      </Table.Td>
      <Table.Td data-label="Sconto %">
        <TextInput
          aria-label={`Sconto % di ${mode.description}`}
          value={draft.discount}
          onChange={(e) => set({ discount: e.currentTarget.value })}
          onKeyDown={(e) => e.key === 'Enter' && canSave && save()}
          inputMode="decimal"
          autoComplete="off"
          rightSection={<span aria-hidden>%</span>}
          error={error}
          size="xs"
        />
      </Table.Td>
      <Table.Td data-label="Azioni">
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" disabled={!canSave} loading={update.isPending} onClick={save}>
            Salva
          </Button>
          <HistoryButton entity="payment_modes" id={mode.id} label={mode.description} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
