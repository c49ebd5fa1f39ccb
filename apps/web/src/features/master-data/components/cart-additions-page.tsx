import { Button, Checkbox, Group, NativeSelect, NumberInput, Table, Tabs, TextInput, VisuallyHidden } from '@mantine/core';
import type { TCartAddition, TCartAdditionInput } from '@portale/contract/master-data';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StackedTable } from '../../../components/stacked-table';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCartAdditions } from '../api/get-cart-additions';
import { useUpdateCartAddition } from '../api/update-cart-addition';
import { useNewRows } from '../hooks/use-new-rows';
import { fieldErrorsOf, useRowDraft } from '../hooks/use-row-draft';
import { AdminPanel } from './admin-panel';
import { HistoryButton } from './history-button';

type PriceListOption = { id: number; code: string; description: string };
/** A number input's value: a number, or '' while empty. */
type NumberValue = number | string;
type Draft = Omit<TCartAddition, 'weight_min' | 'weight_max' | 'amount_min' | 'amount_max' | 'price' | 'priority' | 'id' | 'version'> & {
  id: number | null;
  version: number | null;
  priority: NumberValue;
  weight_min: NumberValue;
  weight_max: NumberValue;
  amount_min: NumberValue;
  amount_max: NumberValue;
  price: NumberValue;
};

const toDraft = (r: TCartAddition): Draft => ({
  ...r,
  weight_min: r.weight_min ?? '',
  weight_max: r.weight_max ?? '',
  amount_min: r.amount_min ?? '',
  amount_max: r.amount_max ?? '',
});
const blank = (type: string): Draft => ({
  id: null,
  version: null,
  type,
  enabled: true,
  external_id: '',
  description: '',
  priority: 0,
  price_list_id: null,
  weight_min: '',
  weight_max: '',
  amount_min: '',
  amount_max: '',
  is_free_shipping: false,
  price: 0,
});
/** '' = open bound; anything else the typed number (the server refuses a non-number). */
const bound = (v: NumberValue) => (v === '' ? null : typeof v === 'number' ? v : Number.NaN);

/** Cart additions admin at /cart-additions/{type}: one tab per type from the server, default shipping. */
export function CartAdditionsPage() {
  const { type } = useParams();
  const navigate = useNavigate();
  const additions = useCartAdditions();
  const drafts = useNewRows();
  // '' = every list; 'all' = rules valid for every list; else a list id.
  const [listFilter, setListFilter] = useState('');
  const types = additions.data?.types;
  if (types && (!type || !Object.hasOwn(types, type))) return <Navigate to={`/cart-additions/${Object.keys(types)[0] ?? 'shipping'}`} replace />;
  const current = type ?? 'shipping';
  return (
    <>
      <PageHeader title="Regole del carrello">
        <Button onClick={drafts.add} disabled={!additions.data}>
          Nuova regola
        </Button>
      </PageHeader>
      {types && (
        <Group justify="space-between" align="flex-end" mb="md" gap="sm">
          <Tabs value={current} onChange={(t) => t && navigate(`/cart-additions/${t}`)}>
            <Tabs.List>
              {Object.entries(types).map(([code, label]) => (
                <Tabs.Tab key={code} value={code}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <NativeSelect
            label="Mostra le regole del listino"
            size="xs"
            value={listFilter}
            onChange={(e) => setListFilter(e.currentTarget.value)}
            data={[
              { value: '', label: 'Tutti' },
              { value: 'all', label: 'Valide per tutti i listini' },
              ...(additions.data?.price_lists ?? []).map((l) => ({ value: String(l.id), label: `${l.code} — ${l.description}` })),
            ]}
          />
        </Group>
      )}
      <AdminPanel
        query={additions}
        isEmpty={(d) => d.cart_additions.every((r) => r.type !== current) && drafts.keys.length === 0}
        loadingLabel="Caricamento regole…"
        emptyLabel="Nessuna regola di questo tipo"
      >
        {(data) => (
          <StackedTable stackBelow="lg" striped verticalSpacing="xs" horizontalSpacing={4} fz="sm" layout="fixed">
            <RulesHead shipping={current === 'shipping'} />
            <Table.Tbody>
              {drafts.keys.map((key) => (
                <RuleRow key={`new-${key}-${current}`} rule={blank(current)} lists={data.price_lists} onDone={() => drafts.remove(key)} />
              ))}
              {data.cart_additions
                .filter((r) => r.type === current)
                .filter((r) => listFilter === '' || (listFilter === 'all' ? r.price_list_id === null : r.price_list_id === Number(listFilter)))
                .map((r) => (
                  <RuleRow key={`${r.id}-${r.version}`} rule={toDraft(r)} lists={data.price_lists} />
                ))}
            </Table.Tbody>
          </StackedTable>
        )}
      </AdminPanel>
    </>
  );
}

/**
 * Fixed widths so a dozen inputs fit a desktop row without sideways scrolling (narrower tables stack). The amounts
 * get the room of '99.999,99' (issue 55: '1.000,00' showed as '1.000,0' at 1280 and 1366 px), taken from the
 * narrow columns and the description.
 */
function RulesHead({ shipping }: { shipping: boolean }) {
  const columns: [string, number | undefined][] = [
    ['Attiva', 44],
    ['Codice', 84],
    ['Descrizione', undefined],
    ['Priorità', 52],
    ['Listino', 72],
    ['Peso min (kg)', 72],
    ['Peso max (kg)', 72],
    ['Importo min (€)', 88],
    ['Importo max (€)', 88],
  ];
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map(([c, w]) => (
          <Table.Th key={c} w={w} fz="xs">
            {c}
          </Table.Th>
        ))}
        {shipping && (
          <Table.Th w={52} fz="xs">
            Gratuita
          </Table.Th>
        )}
        <Table.Th w={88} fz="xs">
          Prezzo (€)
        </Table.Th>
        <Table.Th w={124} fz="xs">
          <VisuallyHidden>Azioni</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

// Right-aligned with a slimmer inner padding: the digits get the input's width.
const numberProps = { size: 'xs' as const, decimalSeparator: ',', thousandSeparator: '.', min: 0, hideControls: true, styles: { input: { paddingInline: 6, textAlign: 'right' as const } } };

function RuleRow({ rule, lists, onDone }: { rule: Draft; lists: PriceListOption[]; onDone?: () => void }) {
  const { draft, modified, set } = useRowDraft(rule);
  const update = useUpdateCartAddition();
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrorsOf(error);
  // Unique per row, also in 'Tutti' where two lists may hold rules with the same code (axe: identical names).
  const listCode = rule.price_list_id === null ? 'tutti i listini' : (lists.find((l) => l.id === rule.price_list_id)?.code ?? `listino ${rule.price_list_id}`);
  const name = rule.id ? `regola ${rule.id}: ${rule.external_id}, ${listCode}` : 'nuova regola';
  const shipping = draft.type === 'shipping';
  function save() {
    update.mutate(
      {
        id: draft.id,
        version: draft.version,
        // The tab's type, one the server listed (the contract checks it again).
        type: draft.type as TCartAdditionInput['type'],
        enabled: draft.enabled,
        external_id: draft.external_id,
        description: draft.description,
        priority: typeof draft.priority === 'number' ? draft.priority : Number.NaN,
        price_list_id: draft.price_list_id,
        weight_min: bound(draft.weight_min),
        weight_max: bound(draft.weight_max),
        amount_min: bound(draft.amount_min),
        amount_max: bound(draft.amount_max),
        is_free_shipping: shipping && draft.is_free_shipping,
        price: bound(draft.price) ?? 0,
      },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          setError(null);
          onDone?.();
        },
        onError: (e) => {
          setError(e);
          notifyApiError(e);
        },
      },
    );
  }
  const label = (field: string) => `${field} (${name})`;
  return (
    <Table.Tr data-modified={modified || undefined} bg={modified ? 'yellow.0' : undefined}>
      <Table.Td data-label="Attiva">
        <Checkbox aria-label={label('Attiva')} checked={draft.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
      </Table.Td>
      <Table.Td data-label="Codice">
        <TextInput aria-label={label('Codice')} size="xs" value={draft.external_id} maxLength={50} error={errors.external_id} onChange={(e) => set({ external_id: e.currentTarget.value })} />
      </Table.Td>
      <Table.Td data-label="Descrizione">
        <TextInput aria-label={label('Descrizione')} size="xs" value={draft.description} maxLength={200} error={errors.description} onChange={(e) => set({ description: e.currentTarget.value })} />
      </Table.Td>
      <Table.Td data-label="Priorità">
        <NumberInput aria-label={label('Priorità')} size="xs" hideControls allowDecimal={false} value={draft.priority} error={errors.priority} onChange={(v) => set({ priority: v })} />
      </Table.Td>
      <Table.Td data-label="Listino">
        <NativeSelect
          aria-label={label('Listino')}
          size="xs"
          value={draft.price_list_id === null ? '' : String(draft.price_list_id)}
          error={errors.price_list_id}
          onChange={(e) => set({ price_list_id: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          data={[{ value: '', label: 'Tutti' }, ...lists.map((l) => ({ value: String(l.id), label: l.code }))]}
          title={lists.find((l) => l.id === draft.price_list_id)?.description ?? 'Tutti i listini'}
        />
      </Table.Td>
      <Table.Td data-label="Peso min (kg)">
        <NumberInput aria-label={label('Peso minimo in kg')} {...numberProps} decimalScale={3} value={draft.weight_min} error={errors.weight_min} onChange={(v) => set({ weight_min: v })} />
      </Table.Td>
      <Table.Td data-label="Peso max (kg)">
        <NumberInput aria-label={label('Peso massimo in kg')} {...numberProps} decimalScale={3} value={draft.weight_max} error={errors.weight_max} onChange={(v) => set({ weight_max: v })} />
      </Table.Td>
      <Table.Td data-label="Importo min (€)">
        <NumberInput aria-label={label('Importo minimo in euro')} {...numberProps} decimalScale={2} fixedDecimalScale value={draft.amount_min} error={errors.amount_min} onChange={(v) => set({ amount_min: v })} />
      </Table.Td>
      <Table.Td data-label="Importo max (€)">
        <NumberInput aria-label={label('Importo massimo in euro')} {...numberProps} decimalScale={2} fixedDecimalScale value={draft.amount_max} error={errors.amount_max} onChange={(v) => set({ amount_max: v })} />
      </Table.Td>
      {shipping && (
        <Table.Td data-label="Gratuita">
          <Checkbox aria-label={label('Spedizione gratuita')} checked={draft.is_free_shipping} onChange={(e) => set({ is_free_shipping: e.currentTarget.checked })} />
        </Table.Td>
      )}
      <Table.Td data-label="Prezzo (€)">
        <NumberInput aria-label={label('Prezzo in euro')} {...numberProps} decimalScale={2} fixedDecimalScale value={draft.price} error={errors.price} onChange={(v) => set({ price: v })} />
      </Table.Td>
      <Table.Td data-label="Azioni">
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {modified && <VisuallyHidden>modificato</VisuallyHidden>}
          <Button size="compact-sm" disabled={!modified} loading={update.isPending} onClick={save}>
            Salva
          </Button>
          {draft.id === null ? (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={onDone}>
              Annulla
            </Button>
          ) : (
            <HistoryButton entity="cart_additions" id={draft.id} label={`regola ${rule.external_id}`} />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
