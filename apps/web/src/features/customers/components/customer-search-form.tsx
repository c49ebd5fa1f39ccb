import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

interface Props {
  value: string;
  onSearch: (value: string) => void;
  /** The field's label and the form's name: the home's search across every agent code has its own. */
  label?: string;
  formLabel?: string;
}

/** Free-text search over customers; Enter or 'Cerca' applies it. */
export function CustomerSearchForm({ value, onSearch, label = 'Cerca cliente', formLabel = 'Cerca clienti' }: Props) {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  // Follow the URL when it changes from outside (back button, another profile).
  if (synced !== value) {
    setSynced(value);
    setDraft(value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft);
  }

  return (
    <form onSubmit={submit} role="search" aria-label={formLabel}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          flex={1}
          miw={0}
          label={label}
          placeholder="Codice, ragione sociale o partita IVA"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
        <Button type="submit">Cerca</Button>
      </Group>
    </form>
  );
}
