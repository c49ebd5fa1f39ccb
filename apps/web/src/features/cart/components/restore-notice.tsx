import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ZPriceChange } from '@portale/contract/cart';
import type { z } from 'zod';
import { formatDate, formatMoney } from '../../../lib/format';
import { whenOverlaysReady } from '../../../lib/overlays';

type PriceChange = z.infer<typeof ZPriceChange>;

/**
 * After a restore: an expired quote, or prices that moved since it was saved, are said at once — the cart always
 * carries today's prices, so the agent must not quote the old ones. Nothing to say: no dialog.
 */
export function showRestoreNotice({ expired, valid_until, price_changes }: { expired: boolean; valid_until: string | null; price_changes: PriceChange[] }) {
  if (!expired && price_changes.length === 0) return;
  void whenOverlaysReady().then(() => {
    const id = modals.open({
      title: expired ? 'Preventivo scaduto' : 'Prezzi aggiornati',
      size: 'lg',
      children: (
        <Stack gap="sm">
          <Text size="sm">
            {expired
              ? `Il preventivo era valido fino al ${formatDate(valid_until)}: il carrello riporta i prezzi del listino di oggi.`
              : 'Alcuni prezzi del listino sono cambiati dal salvataggio del preventivo: il carrello riporta quelli di oggi.'}
          </Text>
          {price_changes.length === 0 ? (
            <Text size="sm">Nessun prezzo è cambiato.</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped data-testid="price-changes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Prodotto</Table.Th>
                    <Table.Th ta="right">Prezzo nel preventivo</Table.Th>
                    <Table.Th ta="right">Prezzo di oggi</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {price_changes.map((change) => (
                    <Table.Tr key={change.product_code}>
                      <Table.Td>
                        <Text size="sm" fw={500} span>
                          {change.product_code}
                        </Text>{' '}
                        <Text size="sm" span>
                          {change.description}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(change.old_price)}</Table.Td>
                      <Table.Td ta="right">{change.new_price === null ? 'non più a listino' : formatMoney(change.new_price)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end">
            <Button onClick={() => modals.close(id)} data-autofocus>
              Ho capito
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
