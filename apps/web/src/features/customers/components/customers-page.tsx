import { Grid, Paper, Stack, Title } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useCustomersParams } from '../hooks/use-customers-params';
import { AdminProfileList } from './admin-profile-list';
import { AgentProfileList } from './agent-profile-list';
import { CustomerList } from './customer-list';
import { HomeCustomers, type RenderHomeReorder } from './home-customers';
import { useSession } from '../../../lib/session';
import { useHomeCustomers } from '../api/get-home-customers';

/**
 * Customers home (spec §2): first the recent customers with 'Riordina' and a search across every agent code (issue
 * 55 §9: the usual order in five clicks from here), then agent profiles on the left and the selected profile's
 * customers on the right.
 */
export function CustomersPage({ renderReorder }: { renderReorder?: RenderHomeReorder }) {
  const session = useSession();
  const { profile, search, page, query, selectProfile, setSearch, setPage, setQuery } = useCustomersParams();
  const isAdmin = session.data?.user.role === 'admin';
  const currentProfile = session.data?.current.profile?.external_id;
  // The lists below wait for the recent customers' first answer (or its first failure): appearing under a list
  // still loading, they would be pushed down when it arrives (a layout shift, issue 58).
  const recent = useHomeCustomers(query);
  const recentSettled = !recent.isPending || recent.failureCount > 0;
  // In a render of their own after the recent customers' (a transition, in slices): one long task less (issue 58).
  const showLists = useDeferredValue(recentSettled);

  // On entry, preselect the current profile (spec §2) without adding a history entry.
  useEffect(() => {
    if (!profile && currentProfile) selectProfile(currentProfile, true);
    // Only on entry: choosing nothing later must not snap back to the current profile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <PageHeader title="Clienti" />
      <Stack gap="md">
        <HomeCustomers query={query} onQuery={setQuery} renderReorder={renderReorder} />
        {showLists && (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder p="md" component="section" aria-labelledby="profiles-title">
                <Title order={3} size="h4" id="profiles-title" mb="sm">
                  Codici agente
                </Title>
                {isAdmin ? <AdminProfileList selected={profile} onSelect={selectProfile} /> : <AgentProfileList selected={profile} onSelect={selectProfile} />}
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              {profile ? (
                <CustomerList key={profile} profile={profile} search={search} page={page} onSearch={setSearch} onPage={setPage} />
              ) : (
                <Paper withBorder p="md">
                  <EmptyState>Selezionare un codice agente per visualizzare i clienti associati</EmptyState>
                </Paper>
              )}
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </>
  );
}
