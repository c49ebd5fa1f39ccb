import { Divider, NavLink, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TProfile } from '@portale/contract/profiles';
import { useMemo, useState } from 'react';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { LoadingState } from '../loading-state';
import { ALL_PROFILES } from './list-params';
import { useAgentUsers } from './agent-users';

interface Props {
  isAdmin: boolean;
  /** The session user's own profiles (agents). */
  ownProfiles: TProfile[];
  selected: string | null;
  onSelect: (profile: string) => void;
}

/** Left column of the shared list layout: 'all' plus the agent codes the user may pick (spec §2). */
export function ProfileColumn({ isAdmin, ownProfiles, selected, onSelect }: Props) {
  const [filter, setFilter] = useState('');
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="list-profiles-title">
      <Title order={3} size="h5" id="list-profiles-title" mb="xs">
        Codici agente
      </Title>
      {isAdmin && (
        <TextInput size="xs" mb="xs" label="Filtra agenti" placeholder="Nome o codice" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      )}
      {/* On a tablet the column sits above the list, so it scrolls on its own instead of pushing the list away. */}
      <ScrollArea.Autosize mah={{ base: 240, md: 'calc(100vh - 200px)' }} type="auto">
        <nav aria-label="Codici agente">
          <ProfileLink label={isAdmin ? 'Tutti gli agenti' : 'Tutti i codici agente'} value={ALL_PROFILES} selected={selected} onSelect={onSelect} />
          {isAdmin ? <AdminProfiles filter={filter} selected={selected} onSelect={onSelect} /> : <ProfileLinks profiles={ownProfiles} selected={selected} onSelect={onSelect} />}
        </nav>
      </ScrollArea.Autosize>
    </Paper>
  );
}

function AdminProfiles({ filter, selected, onSelect }: { filter: string; selected: string | null; onSelect: (profile: string) => void }) {
  const users = useAgentUsers();
  const agents = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return (users.data?.users ?? [])
      .filter((u) => u.profiles.length > 0)
      .map((u) => ({
        ...u,
        profiles:
          term === '' || u.name.toLowerCase().includes(term)
            ? u.profiles
            : u.profiles.filter((p) => p.external_id.toLowerCase().includes(term) || p.company_name.toLowerCase().includes(term)),
      }))
      .filter((u) => u.profiles.length > 0);
  }, [users.data, filter]);

  if (users.isPending) return <LoadingState label="Caricamento agenti…" />;
  if (users.isError) return <ErrorState error={users.error} onRetry={() => users.refetch()} />;
  return (
    <Stack gap={4} mt="xs">
      {agents.length === 0 && <EmptyState>Nessun agente trovato</EmptyState>}
      {agents.map((user) => (
        <div key={user.id}>
          <Divider my={4} />
          <Text size="xs" fw={700} c="dimmed" px="xs" tt="uppercase">
            {user.name}
          </Text>
          <ProfileLinks profiles={user.profiles} selected={selected} onSelect={onSelect} />
        </div>
      ))}
    </Stack>
  );
}

function ProfileLinks({ profiles, selected, onSelect }: { profiles: TProfile[]; selected: string | null; onSelect: (profile: string) => void }) {
  return profiles.map((profile) => {
    const areas = profile.sales_areas.map((a) => a.code).join(', ');
    return (
      <ProfileLink
        key={profile.id}
        value={profile.external_id}
        label={`${profile.external_id} · ${profile.company_name}`}
        description={areas ? `Zone ${areas}` : 'Nessuna zona'}
        selected={selected}
        onSelect={onSelect}
      />
    );
  });
}

function ProfileLink({ label, description, value, selected, onSelect }: {
  label: string;
  description?: string;
  value: string;
  selected: string | null;
  onSelect: (profile: string) => void;
}) {
  const active = selected === value;
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      description={description}
      active={active}
      // Filled: the light variant's indigo on pale indigo fails the contrast check.
      variant="filled"
      aria-current={active ? 'true' : undefined}
      onClick={() => onSelect(value)}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );
}
