import { useState } from 'react';
import { HistoryButton } from '../../../components/history-button';
import { useAuditHistory } from '../api/get-user-history';

/** 'Storico modifiche' of one user: the same dialog as the master-data screens. */
export function UserHistoryButton({ id, label }: { id: number; label: string }) {
  const [opened, setOpened] = useState(false);
  const history = useAuditHistory('users', id, opened);
  return <HistoryButton label={label} opened={opened} setOpened={setOpened} history={history} />;
}
