import { Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { useCustomer } from '../api/get-customer';
import { ActivateCustomerButton } from './activate-customer-button';
import { CustomerSheet } from './customer-sheet';

/** Customer details by id (`/clienti/:id`); a placeholder when the sheet is not available. */
export function CustomerDetailsPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  // The agent code the user came from: needed for 'Attiva' and the way back.
  const profile = params.get('profile') ?? '';
  const customer = useCustomer(id);
  const backTo = profile ? `/?profile=${encodeURIComponent(profile)}` : '/';

  return (
    <Stack>
      <Anchor component={Link} to={backTo} size="sm">
        ← Torna all'elenco clienti
      </Anchor>
      {customer.isLoading ? (
        <LoadingState label="Caricamento cliente…" />
      ) : customer.data?.customer ? (
        <CustomerSheet
          customer={customer.data.customer}
          actions={
            <Group gap="xs">
              <Button component={Link} to={`/clienti/${id}/scheda-visita${profile ? `?profile=${encodeURIComponent(profile)}` : ''}`} size="compact-sm" variant="default">
                Scheda visita
              </Button>
              {profile && <ActivateCustomerButton customer={customer.data.customer} profileExternalId={profile} />}
            </Group>
          }
        />
      ) : (
        <Paper withBorder p="md">
          <EmptyState>Scheda cliente non disponibile</EmptyState>
        </Paper>
      )}
    </Stack>
  );
}
