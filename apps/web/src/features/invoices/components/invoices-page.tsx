import { Paper, Stack } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ListFilters } from '../../../components/list-layout/list-filters';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { ListResults } from '../../../components/list-layout/list-results';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useSession } from '../../auth/api/get-current';
import { useProfileInvoices } from '../api/get-profile-invoices';
import { InvoiceDetail } from './invoice-detail';
import { InvoicesTable } from './invoices-table';

/** Invoices list and detail on the shared list layout (spec §2). */
export function InvoicesPage() {
  const session = useSession();
  const current = session.data?.current;
  const list = useListParams(current);
  const { params } = list;
  const invoices = useProfileInvoices(params);

  return (
    <ListLayout
      title="Fatture"
      isAdmin={session.data?.user.role === 'admin'}
      ownProfiles={session.data?.user.profiles ?? []}
      selectedProfile={params.profile}
      onSelectProfile={list.selectProfile}
    >
      {params.id !== null && params.profile !== null ? (
        <InvoiceDetail
          id={params.id}
          invoice={invoices.isPending ? undefined : (invoices.data?.invoices.data.find((i) => i.id === params.id) ?? null)}
          current={current}
          backHref={list.listHref}
        />
      ) : (
        <Stack gap="md">
          <ListFilters
            // Remounting on a URL change (back/forward) drops a stale draft.
            key={`${params.search}|${params.from}|${params.to}`}
            value={params}
            onApply={list.applyFilters}
            searchPlaceholder="Numero, cliente o codice cliente"
          />
          {params.profile === null ? (
            <Paper withBorder>
              <EmptyState>Selezionare un codice agente per visualizzare le fatture</EmptyState>
            </Paper>
          ) : (
            <ListResults
              query={{ ...invoices, data: invoices.data?.invoices }}
              totals={invoices.data ? { net: invoices.data.total_net, vat: invoices.data.total_vat } : undefined}
              emptyText="Nessuna fattura trovata"
              onPage={list.setPage}
            >
              {(rows) => <InvoicesTable invoices={rows} detailHref={list.detailHref} />}
            </ListResults>
          )}
        </Stack>
      )}
    </ListLayout>
  );
}
