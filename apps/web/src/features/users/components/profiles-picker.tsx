import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MIN_PROFILE_SEARCH, type TProfile } from '@portale/contract/profiles';
import { useState } from 'react';
import { useProfileSearch } from '../api/search-profiles';

const labelOf = (p: TProfile) => `${p.external_id} — ${p.company_name}`;

/** Multi-select of agent profiles with a server-side search (at least 3 characters). */
export function ProfilesPicker({ value, onChange }: { value: TProfile[]; onChange: (profiles: TProfile[]) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const results = useProfileSearch(debounced);
  const found = results.data?.profiles ?? [];

  const known = new Map<number, TProfile>();
  for (const p of [...value, ...found]) known.set(p.id, p);
  const data = [...known.values()].map((p) => ({ value: String(p.id), label: labelOf(p) }));

  const term = search.trim();
  const nothingFound =
    term.length < MIN_PROFILE_SEARCH ? 'Inserire almeno 3 caratteri per la ricerca' : results.isFetching || debounced !== search ? 'Ricerca in corso…' : 'Nessun codice agente trovato';

  return (
    <MultiSelect
      label="Codici agente"
      placeholder={value.length ? undefined : 'Cerca per codice o nome'}
      data={data}
      value={value.map((p) => String(p.id))}
      onChange={(ids) => onChange(ids.map((id) => known.get(Number(id))).filter((p): p is TProfile => p !== undefined))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered (it also matches fields not in the label).
      filter={({ options }) => options}
      hidePickedOptions
      nothingFoundMessage={nothingFound}
      clearable
      clearButtonProps={{ 'aria-label': 'Rimuovi tutti i codici agente' }}
      clearSectionMode="both"
      maxDropdownHeight={240}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
