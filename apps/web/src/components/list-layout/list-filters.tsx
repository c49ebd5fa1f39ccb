import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { ItalianDateInput } from '../italian-date-input';
import { useState } from 'react';
import type { ListFilters as Filters } from './list-params';

// Typed as dd/mm/yyyy whatever the browser's language, with a calendar for those who prefer to click.
function DateFilter({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <ItalianDateInput
      label={label}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      clearable
      clearButtonProps={{ 'aria-label': `Cancella ${label.toLowerCase()}` }}
      error={error}
      w={{ base: 'calc(50% - 6px)', sm: 160 }}
    />
  );
}

interface Props {
  /** The applied filters (from the URL); the form edits a draft until 'Cerca'. */
  value: Filters;
  onApply: (filters: Filters) => void;
  /** Order statuses; when given, a status filter is shown (orders list only). */
  statuses?: { value: string; label: string }[];
  searchPlaceholder?: string;
}

/**
 * Filters of the shared list layout (spec §2): start date, end date, free search, optional status, and 'Cerca'.
 * A form, so Enter in the search box searches too. When the applied filters change (a search, back/forward) the
 * draft follows them — without remounting, so the field that searched keeps the focus (issue 21).
 */
export function ListFilters({ value, onApply, statuses, searchPlaceholder = 'Numero, cliente o codice cliente' }: Props) {
  const applied: Filters = { search: value.search, status: value.status, from: value.from, to: value.to };
  const [draft, setDraft] = useState(applied);
  const [draftOf, setDraftOf] = useState(applied);
  if (JSON.stringify(draftOf) !== JSON.stringify(applied)) {
    setDraftOf(applied);
    setDraft(applied);
  }
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const badRange = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  return (
    <form
      role="search"
      aria-label="Filtri"
      onSubmit={(e) => {
        e.preventDefault();
        if (!badRange) onApply(draft);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateFilter label="Data inizio" value={draft.from} onChange={(from) => set({ from })} />
        <DateFilter
          label="Data fine"
          value={draft.to}
          onChange={(to) => set({ to })}
          error={badRange ? 'La data fine precede la data inizio' : undefined}
        />
        {statuses && (
          <NativeSelect
            label="Stato"
            value={draft.status}
            data={[{ value: '', label: 'Tutti gli stati' }, ...statuses]}
            onChange={(e) => set({ status: e.currentTarget.value })}
            w={{ base: '100%', sm: 180 }}
          />
        )}
        <TextInput
          type="search"
          label="Ricerca"
          placeholder={searchPlaceholder}
          value={draft.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" disabled={badRange}>
          Cerca
        </Button>
      </Group>
    </form>
  );
}
