import { Badge, Button, Group, NavLink, Text } from '@mantine/core';
import type { TProfile } from '@portale/contract/profiles';
import { formatInteger } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useActivate, useSession } from '../../../lib/session';

interface Props {
  profile: TProfile;
  selected: boolean;
  onSelect: (externalId: string) => void;
  /** Agents get an 'Attiva' button to make the profile the current one (spec §6). */
  withActivate?: boolean;
}

/** One agent code in the left column: selecting it lists its customers. */
export function ProfileEntry({ profile, selected, onSelect, withActivate = false }: Props) {
  const activate = useActivate();
  const isCurrent = useSession().data?.current.profile?.external_id === profile.external_id;
  const areas = profile.sales_areas.map((a) => a.code).join(', ');
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <NavLink
        component="button"
        type="button"
        active={selected}
        // Filled keeps AA contrast for the active entry's label and description (light fails axe).
        variant="filled"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(profile.external_id)}
        style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-sm)' }}
        label={
          <Group gap={6} wrap="nowrap">
            <Text span fw={600} size="sm">
              {profile.external_id}
            </Text>
            <Text span size="sm" truncate>
              {profile.company_name}
            </Text>
          </Group>
        }
        description={`${formatInteger(profile.customers_count)} clienti${areas ? ` · Zone ${areas}` : ''}`}
        rightSection={
          isCurrent ? (
            <Badge size="xs" variant="light" color="green">
              attivo
            </Badge>
          ) : undefined
        }
      />
      {withActivate && (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Attiva il codice agente ${profile.external_id}`}
          loading={activate.isPending}
          onClick={() =>
            activate.mutate(
              { profile_external_id: profile.external_id },
              {
                onSuccess: () => {
                  notifySuccess('Codice agente attivato correttamente');
                  onSelect(profile.external_id);
                },
                onError: notifyApiError,
              },
            )
          }
        >
          Attiva
        </Button>
      )}
    </Group>
  );
}
