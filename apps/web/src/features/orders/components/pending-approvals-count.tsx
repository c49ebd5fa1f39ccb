import { Badge } from '@mantine/core';
import { usePendingApprovalsCount } from '../api/approvals';

/** The count beside the admin's 'Ordini da approvare' menu entry; nothing while loading or when none waits. */
export default function PendingApprovalsCount() {
  const count = usePendingApprovalsCount().data?.count ?? 0;
  if (!count) return null;
  return (
    <Badge size="sm" color="red" circle={count < 10} data-testid="pending-approvals-count">
      {count}
    </Badge>
  );
}
