import { Stack } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useProfiles } from '../api/get-profiles';
import { ProfileEntry } from './profile-entry';

/** An agent's own profiles that have customers (spec §6), each with 'Attiva'. */
export function AgentProfileList({ selected, onSelect }: { selected: string; onSelect: (externalId: string) => void }) {
  const profiles = useProfiles();
  if (profiles.isPending) return <LoadingState label="Caricamento codici agente…" />;
  if (profiles.isError) return <ErrorState error={profiles.error} onRetry={() => profiles.refetch()} />;
  const withCustomers = profiles.data.profiles.filter((p) => p.customers_count > 0);
  if (withCustomers.length === 0) return <EmptyState>Nessun codice agente con clienti associati</EmptyState>;
  return (
    <Stack gap={4}>
      {withCustomers.map((profile) => (
        <ProfileEntry key={profile.id} profile={profile} selected={profile.external_id === selected} onSelect={onSelect} withActivate />
      ))}
    </Stack>
  );
}
