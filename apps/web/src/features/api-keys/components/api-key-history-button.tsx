import { useState } from 'react';
import { HistoryButton } from '../../../components/history-button';
import { useApiKeyHistory } from '../api/get-api-key-history';

/** A key's history: creation, revocation and every call made with it (the shared dialog). */
export function ApiKeyHistoryButton({ id, label }: { id: number; label: string }) {
  const [opened, setOpened] = useState(false);
  const history = useApiKeyHistory(id, opened);
  return <HistoryButton label={label} opened={opened} setOpened={setOpened} history={history} />;
}
