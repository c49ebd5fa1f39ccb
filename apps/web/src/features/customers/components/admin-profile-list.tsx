import { Divider, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useAgentUsers } from '../../../components/list-layout/agent-users';
import { AdminProfileSearch } from './admin-profile-search';
import { ProfileEntry } from './profile-entry';

/** Admin's left column: profile search, then every user (loaded at start) with their profiles (spec §6). */
export function AdminProfileList({ selected, onSelect }: { selected: string; onSelect: (externalId: string) => void }) {
  const users = useAgentUsers();
  const withProfiles = users.data?.users.filter((u) => u.profiles.length > 0) ?? [];
  return (
    <Stack gap="sm">
      <AdminProfileSearch selected={selected} onSelect={onSelect} />
      <Divider label="Agenti" labelPosition="left" />
      {users.isPending ? (
        <LoadingState label="Caricamento agenti…" />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => users.refetch()} />
      ) : withProfiles.length === 0 ? (
        <EmptyState>Nessun agente con codici associati</EmptyState>
      ) : (
        withProfiles.map((user) => (
          <Stack key={user.id} gap={2} component="section" aria-label={user.name}>
            <Text fw={700} size="sm">
              {user.name}
            </Text>
            {user.profiles.map((profile) => (
              <ProfileEntry key={profile.id} profile={profile} selected={profile.external_id === selected} onSelect={onSelect} />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
