import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ListFilters as Filters } from './list-params';

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
 * A form, so Enter in the search box searches too. Remount it (key) when the URL changes to drop the draft.
 */
export function ListFilters({ value, onApply, statuses, searchPlaceholder = 'Numero, cliente o codice cliente' }: Props) {
  const [draft, setDraft] = useState(value);
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
        <TextInput
          type="date"
          label="Data inizio"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => set({ from: e.currentTarget.value })}
          w={{ base: 'calc(50% - 6px)', sm: 160 }}
        />
        <TextInput
          type="date"
          label="Data fine"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => set({ to: e.currentTarget.value })}
          error={badRange ? 'La data fine precede la data inizio' : undefined}
          w={{ base: 'calc(50% - 6px)', sm: 160 }}
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
