import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { StackedTable } from '../../../components/stacked-table';
import { confirmAction } from '../../../components/confirm-action';
import type { TShippingLine } from '../store/cart-model';
import { cartStore } from '../store/cart-store';
import { formatMoney, formatNumber } from '../../../lib/format';

/** Read-only shipping lines; removing them asks the seed's question. */
export function ShippingLines({ userId, lines }: { userId: number; lines: TShippingLine[] }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Spese di spedizione
        </Title>
        {lines.length > 0 && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() =>
              confirmAction({
                message: 'Rimuovere dal carrello le spese di spedizione?',
                danger: true,
                onConfirm: () => cartStore.removeShipping(userId),
              })
            }
          >
            Rimuovi spese di spedizione
          </Button>
        )}
      </Group>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nessuna spesa di spedizione
        </Text>
      ) : (
        <StackedTable stackBelow="md" data-testid="shipping-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Codice</Table.Th>
              <Table.Th>Descrizione</Table.Th>
              <Table.Th ta="right">Quantità</Table.Th>
              <Table.Th ta="right">Prezzo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td data-label="Codice">{s.external_id}</Table.Td>
                <Table.Td data-label="Descrizione">{s.description}</Table.Td>
                <Table.Td data-label="Quantità" ta="right">
                  {formatNumber(s.quantity)}
                </Table.Td>
                <Table.Td data-label="Prezzo" ta="right">
                  {formatMoney(s.price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </Stack>
  );
}
