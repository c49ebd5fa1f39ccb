import { Badge, Button, Group, NumberInput, Table, VisuallyHidden } from '@mantine/core';
import type { TPaymentMode } from '@portale/contract/master-data';
import { PageHeader } from '../../../components/page-header';
import { StackedTable } from '../../../components/stacked-table';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { usePaymentModes } from '../api/get-payment-modes';
import { useUpdatePaymentMode } from '../api/update-payment-mode';
import { fieldErrorsOf, useRowDraft } from '../hooks/use-row-draft';
import { AdminPanel } from './admin-panel';
import { HistoryButton } from './history-button';

/** Payment modes (admin): the discount per mode (step 0,10), Save per modified row. */
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
  const { draft, modified, set } = useRowDraft({ discount: mode.discount as number | string });
  const update = useUpdatePaymentMode();
  const error = fieldErrorsOf(update.error).discount;
  const save = () =>
    update.mutate(
      { id: mode.id, version: mode.version, discount: typeof draft.discount === 'number' ? draft.discount : Number.NaN },
      { onSuccess: (r) => notifySuccess(r.message), onError: notifyApiError },
    );
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
        <NumberInput
          aria-label={`Sconto % di ${mode.description}`}
          value={draft.discount}
          onChange={(v) => set({ discount: v })}
          onKeyDown={(e) => e.key === 'Enter' && modified && save()}
          step={0.1}
          min={0}
          max={100}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
          suffix=" %"
          error={error}
          size="xs"
        />
      </Table.Td>
      <Table.Td data-label="Azioni">
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" disabled={!modified} loading={update.isPending} onClick={save}>
            Salva
          </Button>
          <HistoryButton entity="payment_modes" id={mode.id} label={mode.description} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
