import { Anchor, Box, LoadingOverlay, Paper, Stack, Title } from '@mantine/core';
import type { TCustomer } from '@portale/contract/customers';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PaginationBar } from '../../../components/pagination-bar';
import { loadChunk } from '../../../lib/load-chunk';
import { useProfileCustomers } from '../api/get-profile-customers';
import type { CustomerDialogKind, CustomerDialogState } from './customer-dialog';
import { CustomerSearchForm } from './customer-search-form';
import { CustomersTable } from './customers-table';

// The dialogs (visit form with its calendar, info, turnover) load once the list is shown, not with the
// customers home.
const CustomerDialog = lazy(() => loadChunk(() => import('./customer-dialog')).then((m) => ({ default: m.CustomerDialog })));

interface Props {
  profile: string;
  search: string;
  page: number;
  onSearch: (value: string) => void;
  onPage: (page: number) => void;
}

/** Right side of the customers home: search, the selected profile's customers, paging. */
export function CustomerList({ profile, search, page, onSearch, onPage }: Props) {
  const customers = useProfileCustomers({ params: { profile }, body: { search, page } });
  const [dialog, setDialog] = useState<CustomerDialogState | null>(null);
  const answer = customers.data;

  // The open dialog follows refreshed data (e.g. the note just saved) for the same customer.
  const fresh = dialog && answer?.data.find((c) => c.id === dialog.customer.id);
  const dialogState = dialog && fresh ? { ...dialog, customer: fresh } : dialog;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="customers-title" data-paged-list>
      <Stack gap="sm">
        <Title order={3} size="h4" id="customers-title">
          Clienti del codice agente {profile}
        </Title>
        <CustomerSearchForm value={search} onSearch={onSearch} />
        {customers.isPending ? (
          <LoadingState label="Caricamento clienti…" />
        ) : customers.isError && !answer ? (
          <ErrorState error={customers.error} onRetry={() => customers.refetch()} />
        ) : answer && answer.data.length === 0 && answer.total > 0 ? (
          // A stale link can point past the last page: offer the way back instead of a dead end.
          <EmptyState>
            La pagina {page} non esiste.{' '}
            <Anchor component="button" type="button" onClick={() => onPage(1)}>
              Torna alla prima pagina
            </Anchor>
          </EmptyState>
        ) : answer && answer.data.length === 0 ? (
          <EmptyState>{search ? `Nessun cliente corrisponde a «${search}»` : 'Nessun cliente associato a questo codice agente'}</EmptyState>
        ) : answer ? (
          <Box pos="relative">
            <LoadingOverlay visible={customers.isFetching} loaderProps={{ size: 'sm' }} overlayProps={{ blur: 1 }} />
            <CustomersTable customers={answer.data} profileExternalId={profile} onOpen={(kind: CustomerDialogKind, customer: TCustomer) => setDialog({ kind, customer })} />
            <PaginationBar
              page={answer.current_page}
              lastPage={answer.last_page}
              total={answer.total}
              totalIsEstimate={answer.total_is_estimate}
              onChange={onPage}
              itemsLabel="clienti"
            />
          </Box>
        ) : null}
      </Stack>
      {answer && (
        <Suspense fallback={null}>
          <CustomerDialog state={dialogState} profileExternalId={profile} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
