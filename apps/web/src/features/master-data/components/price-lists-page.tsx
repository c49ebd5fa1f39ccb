import { Checkbox, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ZPriceListInput, type TAdminPriceList } from '@portale/contract/master-data';
import { PageHeader } from '../../../components/page-header';
import { StackedTable } from '../../../components/stacked-table';
import { formatTypedNumber, parseOptionalItalianNumber } from '../../../lib/italian-number';
import { usePriceLists } from '../api/get-price-lists';
import { useUpdatePriceList } from '../api/update-price-list';
import { AdminPanel } from './admin-panel';
import { HistoryButton } from './history-button';

/** Price lists (admin): enable checkbox per list; a disabled list prices nothing and takes no orders. */
export function PriceListsPage() {
  const lists = usePriceLists();
  return (
    <>
      <PageHeader title="Listini" />
      <AdminPanel query={lists} isEmpty={(d) => d.price_lists.length === 0} loadingLabel="Caricamento listini…" emptyLabel="Nessun listino">
        {(data) => (
          <StackedTable stackBelow="md" striped highlightOnHover layout="fixed" verticalSpacing="xs" aria-label="Listini">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>Codice</Table.Th>
                <Table.Th>Descrizione</Table.Th>
                <Table.Th w={110}>Abilitato</Table.Th>
                <Table.Th w={170}>Minimo d’ordine (€)</Table.Th>
                <Table.Th w={100}>
                  <VisuallyHidden>Storico</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.price_lists.map((list) => (
                <PriceListRow key={`${list.id}-${list.version}`} list={list} />
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
      </AdminPanel>
    </>
  );
}

function PriceListRow({ list }: { list: TAdminPriceList }) {
  const update = useUpdatePriceList();
  return (
    <Table.Tr>
      <Table.Td data-label="Codice">{list.code}</Table.Td>
      <Table.Td data-label="Descrizione" style={{ overflowWrap: 'anywhere' }}>{list.description}</Table.Td>
      <Table.Td data-label="Abilitato">
        <Checkbox
          aria-label={`Abilita il listino ${list.code}`}
          checked={update.isPending ? !list.enabled : list.enabled}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate({ row: { id: list.id, version: list.version, enabled: e.currentTarget.checked, min_order_amount: list.min_order_amount }, before: list })
          }
        />
      </Table.Td>
      <Table.Td data-label="Minimo d’ordine (€)">
        <MinOrderInput list={list} />
      </Table.Td>
      <Table.Td data-label="Storico">
        <HistoryButton entity="price_lists" id={list.id} label={`listino ${list.code}`} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The minimum as typed, read like every admin number (issue 55): '-5', '1,555' or letters are refused with their
 * reason, never reinterpreted; the contract's own bounds say the rest (more than zero, not absurdly high). Empty = none.
 */
function parseMinOrder(text: string) {
  // No upper bound here: the contract's, below, has its own message.
  const typed = parseOptionalItalianNumber(text, { min: 0, max: Number.POSITIVE_INFINITY, decimals: 2 });
  if (!typed.ok || typed.value === null) return typed;
  const checked = ZPriceListInput.shape.min_order_amount.safeParse(typed.value);
  return checked.success ? typed : { ok: false as const, message: checked.error.issues[0]!.message };
}

/** The list's minimum order (issue 56 §2), saved when the field is left or on Enter, once it reads as an amount. */
function MinOrderInput({ list }: { list: TAdminPriceList }) {
  const update = useUpdatePriceList();
  const [text, setText] = useState(formatTypedNumber(list.min_order_amount));
  const parsed = parseMinOrder(text);
  const save = () => {
    if (!parsed.ok || parsed.value === list.min_order_amount) return;
    // On a refusal the field goes back to the saved value; the notice that stays names what was typed.
    update.mutate(
      { row: { id: list.id, version: list.version, enabled: list.enabled, min_order_amount: parsed.value }, before: list },
      { onError: () => setText(formatTypedNumber(list.min_order_amount)) },
    );
  };
  return (
    <TextInput
      aria-label={`Minimo d’ordine del listino ${list.code}`}
      placeholder="nessuno"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={parsed.ok ? undefined : parsed.message}
      disabled={update.isPending}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={save}
      onKeyDown={(e) => e.key === 'Enter' && save()}
    />
  );
}
