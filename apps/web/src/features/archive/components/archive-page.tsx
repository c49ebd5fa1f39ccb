import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { todayInRome } from '@portale/contract/business-date';
import { useState } from 'react';
import type { ZArchiveEntry } from '@portale/contract/cart';
import type { z } from 'zod';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { PaginationBar } from '../../../components/pagination-bar';
import { StackedTable } from '../../../components/stacked-table';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeleteArchivedCart } from '../api/delete-archived-cart';
import { useArchive, type ArchiveType } from '../api/get-archive';
import { useSession } from '../../../lib/session';
import { QuoteVersionsModal } from './quote-versions-modal';

const TITLES: Record<ArchiveType, string> = { quotes: 'Preventivi', temporary_orders: 'Ordini temporanei' };

type Entry = z.infer<typeof ZArchiveEntry>;

export interface ArchivePageProps {
  /** Restore or Duplicate: composed by the app layer from the cart feature. */
  onRestore: (entry: Entry) => void;
  restoringId: number | null;
  /** After a deletion: the current cart may have come from the deleted entry (the server unlinked it). */
  onDeleted?: () => void;
}

/** Archive of quotes or temporary orders: one screen switched by the type in the route (spec §2). */
export function ArchivePage({ onRestore, restoringId, onDeleted }: ArchivePageProps) {
  const { type } = useParams();
  const userId = useSession().data?.user.id;
  if (type !== 'quotes' && type !== 'temporary_orders') {
    return <EmptyState>Archivio non trovato</EmptyState>;
  }
  if (!userId) return <LoadingState />;
  return <ArchiveList key={type} type={type} onRestore={onRestore} restoringId={restoringId} onDeleted={onDeleted} />;
}

function ArchiveList({ type, onRestore: restore, restoringId: busyId, onDeleted }: { type: ArchiveType } & ArchivePageProps) {
  const [params, setParams] = useSearchParams();
  const rawPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const archive = useArchive(type, page);
  const remove = useDeleteArchivedCart();
  const data = archive.data?.carts;
  const [versionsOf, setVersionsOf] = useState<Entry | null>(null);
  const quotes = type === 'quotes';
  const today = todayInRome();

  function askDelete(id: number) {
    confirmAction({
      message: 'Procedere con la cancellazione del preventivo?',
      danger: true,
      confirmLabel: 'Elimina',
      onConfirm: () =>
        remove.mutate(id, {
          // The server's message also says when the current cart came from this entry and stays as a new cart.
          onSuccess: (answer) => {
            notifySuccess(answer.message ?? 'Preventivo cancellato correttamente');
            onDeleted?.();
          },
          onError: notifyApiError,
        }),
    });
  }

  return (
    <>
      <PageHeader title={TITLES[type]} />
      {archive.isPending ? (
        <LoadingState />
      ) : archive.isError ? (
        <ErrorState error={archive.error} onRetry={() => void archive.refetch()} />
      ) : data && data.data.length === 0 && page > data.last_page ? (
        // Past the last page (e.g. after deleting its only entry): show the last one.
        <Navigate to={data.last_page > 1 ? `?page=${data.last_page}` : '?'} replace />
      ) : !data || data.data.length === 0 ? (
        <EmptyState>{type === 'quotes' ? 'Nessun preventivo salvato' : 'Nessun ordine temporaneo'}</EmptyState>
      ) : (
        <>
          <StackedTable stackBelow="md" striped verticalSpacing="xs" style={{ opacity: archive.isPlaceholderData ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Data</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>Codice agente</Table.Th>
                <Table.Th ta="right">Totale (IVA esclusa)</Table.Th>
                <Table.Th>Data emissione</Table.Th>
                <Table.Th>Azioni</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((entry) => {
                const label = entry.name || `n. ${entry.id}`;
                return (
                  <Table.Tr key={entry.id} data-testid="archive-row">
                    <Table.Td data-label="Nome">
                      {/* One element, so the stacked layout keeps the name and its version together. */}
                      <span>
                        {entry.name || '—'}
                        {quotes && (
                          <Badge size="sm" variant="light" tt="none" ml={6} data-testid="archive-version" aria-label={`versione ${entry.version}`}>
                            v{entry.version}
                          </Badge>
                        )}
                        {/* Under the name, not among the actions: a tablet keeps the table without sideways scroll. */}
                        {quotes && (
                          <Button display="block" size="compact-sm" variant="subtle" px={4} mt={2} onClick={() => setVersionsOf(entry)} aria-label={`Versioni di ${label}`}>
                            Versioni
                          </Button>
                        )}
                      </span>
                    </Table.Td>
                    {/* A quote's validity sits under its date: one column less, so a tablet keeps the table. */}
                    <Table.Td data-label="Data">
                      <span>
                        {formatDateTime(entry.created_at)}
                        {quotes && entry.valid_until && (
                          <Text size="xs" c="dimmed" display="block" data-testid="archive-valid-until">
                            Valido fino al {formatDate(entry.valid_until)}
                            {entry.valid_until < today && !entry.order_code && (
                              <Text span size="xs" fw={700} c="red.9">
                                {' '}
                                · scaduto
                              </Text>
                            )}
                          </Text>
                        )}
                      </span>
                    </Table.Td>
                    <Table.Td data-label="Cliente">
                      {/* One element, so the stacked layout keeps name and code together. */}
                      <span>
                        <Text size="sm" span>
                          {entry.customer.company_name}
                        </Text>{' '}
                        <Text size="xs" c="dimmed" span>
                          ({entry.customer.external_id})
                        </Text>
                      </span>
                    </Table.Td>
                    <Table.Td data-label="Codice agente">{entry.profile_external_id}</Table.Td>
                    <Table.Td data-label="Totale (IVA esclusa)" ta="right">
                      {formatMoney(entry.total_final)}
                    </Table.Td>
                    {/* The order an issued quote became sits under its issue date: one column less, so a tablet keeps the table. */}
                    <Table.Td data-label="Data emissione">
                      <span>
                        {entry.issue_date ? formatDate(entry.issue_date) : '—'}
                        {entry.issue_date && (
                          <Text size="xs" c="dimmed" display="block">
                            {entry.order_code ? (
                              <>
                                Ordine <span data-testid="archive-order-code">{entry.order_code}</span>
                              </>
                            ) : (
                              'Inviato per email'
                            )}
                          </Text>
                        )}
                      </span>
                    </Table.Td>
                    <Table.Td data-label="Azioni">
                      <Group gap={6} wrap="nowrap" justify="flex-end">
                        {/* A quote that became an order is final: it comes back only as a copy. */}
                        {entry.order_code ? (
                          <Button size="compact-sm" variant="light" loading={busyId === entry.id} onClick={() => restore(entry)} aria-label={`Duplica ${label}`}>
                            Duplica
                          </Button>
                        ) : (
                          <Button size="compact-sm" variant="light" loading={busyId === entry.id} onClick={() => restore(entry)} aria-label={`Ripristina ${label}`}>
                            Ripristina
                          </Button>
                        )}
                        {!entry.issue_date && (
                          <Button size="compact-sm" variant="light" color="red" onClick={() => askDelete(entry.id)} aria-label={`Elimina ${label}`}>
                            Elimina
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </StackedTable>
          <PaginationBar
            page={data.current_page}
            lastPage={data.last_page}
            total={data.total}
            itemsLabel={type === 'quotes' ? 'preventivi' : 'ordini temporanei'}
            onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
          <QuoteVersionsModal quote={versionsOf} onClose={() => setVersionsOf(null)} />
        </>
      )}
    </>
  );
}
