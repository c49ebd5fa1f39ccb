import { Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';

/** The loading, error and empty states every admin table shares; `children` renders the loaded data. */
export function AdminPanel<T>({
  query,
  isEmpty,
  loadingLabel,
  emptyLabel,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  loadingLabel: string;
  emptyLabel: string;
  children: (data: T) => React.ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : isEmpty(query.data) ? (
        <EmptyState>{emptyLabel}</EmptyState>
      ) : (
        children(query.data)
      )}
    </Paper>
  );
}
