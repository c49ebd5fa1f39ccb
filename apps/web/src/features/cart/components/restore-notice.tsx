import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ZPriceChange, ZQuantityProblem } from '@portale/contract/cart';
import { formatQuantity } from '@portale/contract/quantity';
import type { z } from 'zod';
import { formatDate, formatMoney } from '../../../lib/format';
import { whenOverlaysReady } from '../../../lib/overlays';

type PriceChange = z.infer<typeof ZPriceChange>;
type QuantityProblem = z.infer<typeof ZQuantityProblem>;

/**
 * After a restore: an expired quote, prices that moved since it was saved, or quantities that no longer fit the
 * product's minimum or pack (issue 56) are said at once — the cart always carries today's prices and rules, so the
 * agent must not quote the old ones. The quantities are fixed in one tap (`fixQuantities`), never behind his back.
 * Nothing to say: no dialog.
 */
export function showRestoreNotice(
  { expired, valid_until, price_changes, quantity_problems = [] }: { expired: boolean; valid_until: string | null; price_changes: PriceChange[]; quantity_problems?: QuantityProblem[] },
  fixQuantities?: (problems: QuantityProblem[]) => void,
) {
  if (!expired && price_changes.length === 0 && quantity_problems.length === 0) return;
  const pricesSaid = expired || price_changes.length > 0;
  void whenOverlaysReady().then(() => {
    const id = modals.open({
      title: expired ? 'Preventivo scaduto' : price_changes.length > 0 ? 'Prezzi aggiornati' : 'Quantità da correggere',
      size: 'lg',
      children: (
        <Stack gap="sm">
          {pricesSaid && <PriceChanges expired={expired} validUntil={valid_until} changes={price_changes} />}
          {quantity_problems.length > 0 && <QuantityProblems problems={quantity_problems} />}
          <Group justify="flex-end">
            {quantity_problems.length > 0 && fixQuantities ? (
              <>
                <Button variant="default" onClick={() => modals.close(id)}>
                  Correggo io
                </Button>
                <Button
                  data-autofocus
                  onClick={() => {
                    fixQuantities(quantity_problems);
                    modals.close(id);
                  }}
                >
                  Usa le quantità valide
                </Button>
              </>
            ) : (
              <Button onClick={() => modals.close(id)} data-autofocus>
                Ho capito
              </Button>
            )}
          </Group>
        </Stack>
      ),
    });
  });
}

function PriceChanges({ expired, validUntil, changes }: { expired: boolean; validUntil: string | null; changes: PriceChange[] }) {
  return (
    <>
      <Text size="sm">
        {expired
          ? `Il preventivo era valido fino al ${formatDate(validUntil)}: il carrello riporta i prezzi del listino di oggi.`
          : 'Alcuni prezzi del listino sono cambiati dal salvataggio del preventivo: il carrello riporta quelli di oggi.'}
      </Text>
      {changes.length === 0 ? (
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
              {changes.map((change) => (
                <Table.Tr key={change.product_code}>
                  <ProductCell code={change.product_code} description={change.description} />
                  <Table.Td ta="right">{formatMoney(change.old_price)}</Table.Td>
                  <Table.Td ta="right">{change.new_price === null ? 'non più a listino' : formatMoney(change.new_price)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

/** Each line whose quantity breaks today's rule: the rule, the quantity in the quote, the one it would become. */
function QuantityProblems({ problems }: { problems: QuantityProblem[] }) {
  return (
    <>
      <Text size="sm">
        {problems.length === 1 ? 'Una riga non rispetta' : `${problems.length} righe non rispettano`} le quantità di vendita di oggi (minimo o
        confezione cambiati dal preventivo): l’ordine non si può inviare finché non sono corrette.
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table striped data-testid="quantity-problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Prodotto</Table.Th>
              <Table.Th ta="right">Nel preventivo</Table.Th>
              <Table.Th ta="right">Valida</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((p) => (
              <Table.Tr key={p.product_id}>
                <ProductCell code={p.product_code} description={p.description} note={p.message} />
                <Table.Td ta="right">{formatQuantity(p.quantity)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(p.suggestion)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function ProductCell({ code, description, note }: { code: string; description: string; note?: string }) {
  return (
    <Table.Td>
      <Text size="sm" fw={500} span>
        {code}
      </Text>{' '}
      <Text size="sm" span>
        {description}
      </Text>
      {note && (
        <Text size="xs" c="red.9">
          {note}
        </Text>
      )}
    </Table.Td>
  );
}
