import type { TAuditEntity } from '@portale/contract/audit';
import { useState } from 'react';
import { HistoryButton as HistoryDialogButton } from '../../../components/history-button';
import { useAuditHistory } from '../api/get-audit-history';

/** 'Storico modifiche' of one master-data record (shared dialog, data from this feature's audit/history query). */
export function HistoryButton({ entity, id, label }: { entity: TAuditEntity; id: number; label: string }) {
  const [opened, setOpened] = useState(false);
  const history = useAuditHistory(entity, id, opened);
  return <HistoryDialogButton label={label} opened={opened} setOpened={setOpened} history={history} />;
}
