import { Paper, Stack } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ListFilters } from '../../../components/list-layout/list-filters';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { ListResults } from '../../../components/list-layout/list-results';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useSession } from '../../auth/api/get-current';
import { useProfileShippingDocuments } from '../api/get-profile-shipping-documents';
import { ShippingDocumentDetail } from './shipping-document-detail';
import { ShippingDocumentsTable } from './shipping-documents-table';

/** DDT (shipping documents) list and detail on the shared list layout (spec §2). */
export function ShippingDocumentsPage() {
  const session = useSession();
  const current = session.data?.current;
  const list = useListParams(current);
  const { params } = list;
  const documents = useProfileShippingDocuments(params);

  return (
    <ListLayout
      title="DDT"
      isAdmin={session.data?.user.role === 'admin'}
      ownProfiles={session.data?.user.profiles ?? []}
      selectedProfile={params.profile}
      onSelectProfile={list.selectProfile}
    >
      {params.id !== null && params.profile !== null ? (
        <ShippingDocumentDetail
          id={params.id}
          document={documents.isPending ? undefined : (documents.data?.shipping_documents.data.find((d) => d.id === params.id) ?? null)}
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
              <EmptyState>Selezionare un codice agente per visualizzare i DDT</EmptyState>
            </Paper>
          ) : (
            <ListResults
              query={{ ...documents, data: documents.data?.shipping_documents }}
              emptyText="Nessun DDT trovato"
              onPage={list.setPage}
            >
              {(rows) => <ShippingDocumentsTable documents={rows} detailHref={list.detailHref} />}
            </ListResults>
          )}
        </Stack>
      )}
    </ListLayout>
  );
}
