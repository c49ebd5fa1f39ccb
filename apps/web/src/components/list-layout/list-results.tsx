import { Box, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import type { Paged } from '@portale/contract/common';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { LoadingState } from '../loading-state';
import { PaginationBar } from '../pagination-bar';
import { formatMoney } from '../../lib/format';

interface Props<T> {
  query: {
    data: Paged<T> | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  emptyText: string;
  onPage: (page: number) => void;
  /** Sums over the whole filtered set (orders, invoices). */
  totals?: { net: number; vat: number };
  children: (rows: T[]) => ReactNode;
}

/** Loading, error (with 'Riprova'), empty, or the rows with count, sums and paging. */
export function ListResults<T>({ query, emptyText, onPage, totals, children }: Props<T>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const paged = query.data;
  return (
    <Stack gap="sm" data-paged-list>
      {totals && paged.total > 0 && (
        <Group gap="lg" data-testid="list-totals">
          <Text size="sm">
            Totale imponibile:{' '}
            <Text span fw={700} size="sm">
              {formatMoney(totals.net)}
            </Text>
          </Text>
          <Text size="sm">
            Totale IVA:{' '}
            <Text span fw={700} size="sm">
              {formatMoney(totals.vat)}
            </Text>
          </Text>
        </Group>
      )}
      <Paper withBorder pos="relative">
        {/* Keeps the previous page visible, dimmed, while the next one loads. */}
        <LoadingOverlay visible={query.isFetching} zIndex={1} overlayProps={{ blur: 0, backgroundOpacity: 0.4 }} loaderProps={{ size: 'sm' }} />
        {paged.data.length === 0 ? <EmptyState>{emptyText}</EmptyState> : <Box>{children(paged.data)}</Box>}
      </Paper>
      <PaginationBar
        page={paged.current_page}
        lastPage={paged.last_page}
        total={paged.total}
        totalIsEstimate={paged.total_is_estimate}
        onChange={onPage}
      />
    </Stack>
  );
}
