import { Anchor, Badge, Box, Button, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import type { THomeCustomer } from '@portale/contract/home-customers';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useHomeCustomers } from '../api/get-home-customers';
import { CustomerSearchForm } from './customer-search-form';

/** 'Riordina' for a customer's last order: the orders feature's dialog and the cart, composed by the app layer. */
export type RenderHomeReorder = (customer: THomeCustomer & { last_order: NonNullable<THomeCustomer['last_order']> }) => React.ReactNode;

interface Props {
  query: string;
  onQuery: (value: string) => void;
  renderReorder?: RenderHomeReorder;
}

function lastActivity(c: THomeCustomer): string {
  const parts = [c.last_order ? `Ultimo ordine ${formatDate(c.last_order.issue_date)}, ${formatMoney(c.last_order.total)}` : 'Nessun ordine'];
  if (c.last_visit_date) parts.push(`visita ${formatDate(c.last_visit_date)}`);
  return parts.join(' · ');
}

function HomeCustomerRow({ customer: c, renderReorder }: { customer: THomeCustomer; renderReorder?: RenderHomeReorder }) {
  const profile = `?profile=${encodeURIComponent(c.profile_external_id)}`;
  return (
    <Box component="li" data-testid="home-customer">
      <Group justify="space-between" gap={6} wrap="wrap" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Stack gap={0} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Anchor component={Link} to={`/clienti/${c.id}${profile}`} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {c.company_name}
            </Anchor>
            {c.inactive && (
              <Badge color="gray" variant="light" size="xs">
                Inattivo
              </Badge>
            )}
          </Group>
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {[c.external_id, c.city, lastActivity(c)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {c.last_order && renderReorder?.({ ...c, last_order: c.last_order })}
          <Button component={Link} to={`/clienti/${c.id}/scheda-visita${profile}`} size="compact-sm" variant="default" aria-label={`Scheda visita ${c.company_name}`}>
            Scheda visita
          </Button>
        </Group>
      </Group>
    </Box>
  );
}

/**
 * The top of the customers home: the agent's recent customers, each reordered in one click, and a search across
 * every agent code of his (no code to choose first). Without network it steps aside for the lists below, which
 * answer from the device's copy.
 */
export function HomeCustomers({ query, onQuery, renderReorder }: Props) {
  // The rows render in a transition of their own, in slices, after the answer arrives: not one long task (issue 58).
  const customers = useDeferredValue(useHomeCustomers(query));
  const answer = customers.data;
  const offline = customers.error instanceof ApiError && customers.error.code === 'NETWORK';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="home-customers-title">
      <Stack gap="xs">
        <Title order={3} size="h4" id="home-customers-title">
          {query ? 'Clienti trovati in tutti i codici agente' : 'Clienti recenti'}
        </Title>
        <CustomerSearchForm value={query} onSearch={onQuery} label="Cerca in tutti i tuoi clienti" formLabel="Cerca in tutti i clienti" />
        {customers.isPending ? (
          <LoadingState label="Caricamento clienti recenti…" />
        ) : offline ? (
          <Text size="sm" c="gray.7">
            Senza rete: clienti recenti e ricerca in tutti i codici non disponibili; i clienti di ogni codice agente sono qui sotto.
          </Text>
        ) : customers.isError && !answer ? (
          <ErrorState error={customers.error} onRetry={() => void customers.refetch()} />
        ) : answer && answer.customers.length === 0 ? (
          <EmptyState>{query ? `Nessun cliente corrisponde a «${query}»` : 'Nessun ordine né visita recente: cercare un cliente o sceglierlo per codice agente'}</EmptyState>
        ) : answer ? (
          <Box pos="relative">
            <LoadingOverlay visible={customers.isFetching} loaderProps={{ size: 'sm' }} overlayProps={{ blur: 1 }} />
            <Box component="ul" aria-labelledby="home-customers-title" m={0} p={0} style={{ listStyle: 'none' }}>
              {answer.customers.map((c) => (
                <HomeCustomerRow key={c.id} customer={c} renderReorder={renderReorder} />
              ))}
            </Box>
            {answer.more && (
              <Text size="xs" c="gray.7">
                Mostrati i primi {answer.customers.length}: precisare la ricerca per trovarne altri.
              </Text>
            )}
          </Box>
        ) : null}
        {query && (
          <Anchor component="button" type="button" size="sm" onClick={() => onQuery('')} style={{ alignSelf: 'flex-start' }}>
            Torna ai clienti recenti
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
