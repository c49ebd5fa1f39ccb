import { Badge, Button, Checkbox, Group, Table, TextInput, VisuallyHidden } from '@mantine/core';
import type { TAuditEntity } from '@portale/contract/audit';
import { useState } from 'react';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { fieldErrorsOf, useRowDraft } from '../hooks/use-row-draft';
import { StackedTable } from '../../../components/stacked-table';
import { HistoryButton } from './history-button';

/** A row of a code table as the screen edits it: id null = not saved yet. */
export interface CodeRow {
  id: number | null;
  version: number | null;
  code: string;
  description: string;
  flag: boolean;
}

export interface CodeTableProps {
  entity: TAuditEntity;
  rows: CodeRow[];
  codeLabel: string;
  flagLabel: string;
  /** Saves a row; resolves with the server's notice. */
  save: (row: CodeRow) => Promise<{ message: string }>;
  /** New rows not saved yet (the page's 'Nuovo' button adds them). */
  drafts: number[];
  onDraftDone: (key: number) => void;
}

/** Editable table of (code, description, flag) rows: product groups and product categories. */
export function CodeTable({ entity, rows, codeLabel, flagLabel, save, drafts, onDraftDone }: CodeTableProps) {
  return (
    <StackedTable stackBelow="md" striped highlightOnHover layout="fixed" verticalSpacing="xs" aria-label={entity === 'product_groups' ? 'Gruppi prodotto' : 'Categorie prodotto'}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="25%">{codeLabel}</Table.Th>
          <Table.Th>Descrizione</Table.Th>
          <Table.Th w={110}>{flagLabel}</Table.Th>
          <Table.Th w={170}>
            <VisuallyHidden>Azioni</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {drafts.map((key) => (
          <CodeTableRow
            key={`new-${key}`}
            entity={entity}
            row={{ id: null, version: null, code: '', description: '', flag: true }}
            codeLabel={codeLabel}
            flagLabel={flagLabel}
            save={save}
            onSaved={() => onDraftDone(key)}
            onCancel={() => onDraftDone(key)}
          />
        ))}
        {rows.map((row) => (
          <CodeTableRow key={`${row.id}-${row.version}`} entity={entity} row={row} codeLabel={codeLabel} flagLabel={flagLabel} save={save} />
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

function CodeTableRow({
  entity,
  row,
  codeLabel,
  flagLabel,
  save,
  onSaved,
  onCancel,
}: {
  entity: TAuditEntity;
  row: CodeRow;
  codeLabel: string;
  flagLabel: string;
  save: CodeTableProps['save'];
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const { draft, modified, set } = useRowDraft(row);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrorsOf(error);
  const name = row.code || 'nuova riga';
  async function submit() {
    setPending(true);
    try {
      const { message } = await save(draft);
      notifySuccess(message);
      setError(null);
      onSaved?.();
    } catch (e) {
      setError(e);
      notifyApiError(e);
    } finally {
      setPending(false);
    }
  }
  return (
    <Table.Tr>
      <Table.Td data-label={codeLabel}>
        <TextInput
          aria-label={`${codeLabel} (${name})`}
          value={draft.code}
          onChange={(e) => set({ code: e.currentTarget.value })}
          error={errors.external_id ?? errors.code}
          size="xs"
          maxLength={50}
        />
      </Table.Td>
      <Table.Td data-label="Descrizione">
        <Group gap={6} wrap="nowrap">
          <TextInput
            aria-label={`Descrizione (${name})`}
            value={draft.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && modified && void submit()}
            error={errors.description}
            size="xs"
            maxLength={200}
            style={{ flex: 1 }}
          />
          {modified && (
            <Badge size="xs" variant="light" color="orange">
              modificato
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td data-label={flagLabel}>
        <Checkbox aria-label={`${flagLabel} (${name})`} checked={draft.flag} onChange={(e) => set({ flag: e.currentTarget.checked })} />
      </Table.Td>
      <Table.Td data-label="Azioni">
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" disabled={!modified} loading={pending} onClick={() => void submit()}>
            Salva
          </Button>
          {row.id === null ? (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={onCancel}>
              Annulla
            </Button>
          ) : (
            <HistoryButton entity={entity} id={row.id} label={row.code} />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
