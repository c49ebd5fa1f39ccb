import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MIN_PROFILE_SEARCH } from '@portale/contract/profiles';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useProfileSearch } from '../api/search-profiles';
import { ProfileEntry } from './profile-entry';

/** Admin search over every agent profile; needs at least 3 characters (spec §5). */
export function AdminProfileSearch({ selected, onSelect }: { selected: string; onSelect: (externalId: string) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const results = useProfileSearch(debounced);
  const term = search.trim();
  const tooShort = term.length > 0 && term.length < MIN_PROFILE_SEARCH;

  return (
    <Stack gap="xs">
      <TextInput
        label="Cerca codice agente"
        placeholder="Codice o nome dell'agente"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        error={tooShort ? 'Inserire almeno 3 caratteri per la ricerca' : undefined}
      />
      {term.length >= MIN_PROFILE_SEARCH &&
        (results.isPending || debounced.trim() !== term ? (
          <LoadingState label="Ricerca in corso…" />
        ) : results.isError ? (
          <ErrorState error={results.error} />
        ) : results.data.profiles.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nessun codice agente trovato
          </Text>
        ) : (
          <Stack gap={4} aria-label="Risultati della ricerca">
            {results.data.profiles.map((profile) => (
              <ProfileEntry key={profile.id} profile={profile} selected={profile.external_id === selected} onSelect={onSelect} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
