import { Paper, Stack } from '@mantine/core';
import type { Paged } from '@portale/contract/common';
import type { TProfile } from '@portale/contract/profiles';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { ListFilters } from './list-filters';
import { ListLayout } from './list-layout';
import { ListResults } from './list-results';
import type { useListParams } from './use-list-params';

type StatusOption = { value: string; label: string };

interface Props<T extends { id: number }> {
  title: string;
  /** The session's user: an admin picks among every agent, an agent among their own codes. */
  user: { role: string; profiles: TProfile[] } | undefined;
  list: ReturnType<typeof useListParams>;
  /** The list's query; `paged` is the paged part of its answer. */
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  paged: Paged<T> | undefined;
  /** Sums over the whole filtered set (orders, invoices). */
  totals?: { net: number; vat: number };
  /** Shown instead of the results while no agent code is selected. */
  placeholder: string;
  emptyText: string;
  searchPlaceholder?: string;
  /** Orders only: a status filter; `options` is undefined while the statuses load. */
  statusFilter?: { options: StatusOption[] | undefined };
  renderTable: (rows: T[]) => ReactNode;
  /** Lists with a detail: the opened document's row, undefined while it loads, null when not on this page. */
  renderDetail?: (id: number, row: T | null | undefined) => ReactNode;
}

/** A document list on the shared layout (spec §2): agent codes, filters, results with paging, or one document's detail. */
export function DocumentListPage<T extends { id: number }>({
  title,
  user,
  list,
  query,
  paged,
  totals,
  placeholder,
  emptyText,
  searchPlaceholder,
  statusFilter,
  renderTable,
  renderDetail,
}: Props<T>) {
  const { params } = list;
  const options = statusFilter?.options;
  return (
    <ListLayout
      title={title}
      isAdmin={user?.role === 'admin'}
      ownProfiles={user?.profiles ?? []}
      selectedProfile={params.profile}
      onSelectProfile={list.selectProfile}
    >
      {renderDetail && params.id !== null && params.profile !== null ? (
        renderDetail(params.id, query.isPending ? undefined : (paged?.data.find((row) => row.id === params.id) ?? null))
      ) : (
        <Stack gap="md">
          <ListFilters
            value={params}
            onApply={list.applyFilters}
            statuses={statusFilter ? (options ?? []) : undefined}
            searchPlaceholder={searchPlaceholder}
          />
          {params.profile === null ? (
            <Paper withBorder>
              <EmptyState>{placeholder}</EmptyState>
            </Paper>
          ) : (
            <ListResults query={{ ...query, data: paged }} totals={totals} emptyText={emptyText} onPage={list.setPage}>
              {renderTable}
            </ListResults>
          )}
        </Stack>
      )}
    </ListLayout>
  );
}
