import { OpenModal } from './open-modal';
import { Button, Stack, Table, Text } from '@mantine/core';
import type { TAuditEntry } from '@portale/contract/audit';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '../lib/format';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { onFirstUse } from '@portale/contract/on-first-use';

const ACTIONS: Record<TAuditEntry['action'], string> = { create: 'Creazione', update: 'Modifica', delete: 'Cancellazione', call: 'Chiamata' };

/** The screens' own captions for the fields the history records (issue 22: never database names). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  email: 'Email',
  external_id: 'Codice',
  code: 'Codice',
  role: 'Ruolo',
  enabled: 'Abilitato',
  // The server names the records these ids point to (issue 55, point 27).
  profiles_ids: 'Codici agente',
  users_ids: 'Responsabili',
  description: 'Descrizione',
  details: 'Dettagli',
  color: 'Colore',
  logo: 'Logo',
  quote_footer: 'Piè di pagina del preventivo',
  custom_style: 'Stile personalizzato',
  to_import: 'Da importare',
  discount: 'Sconto (%)',
  type: 'Tipo',
  priority: 'Priorità',
  price_list_id: 'Listino',
  weight_min: 'Peso minimo (kg)',
  weight_max: 'Peso massimo (kg)',
  amount_min: 'Importo minimo (€)',
  amount_max: 'Importo massimo (€)',
  is_free_shipping: 'Spedizione gratuita',
  price: 'Prezzo (€)',
  password: 'Password',
  min_quantity: 'Quantità minima',
  quantity_multiple: 'Multiplo (confezione)',
  pack_description: 'Confezione',
  // Integration keys (issue 64): their creation, revocation and every call made with them.
  prefix: 'Prefisso',
  expires_on: 'Scadenza',
  revoked: 'Revocata',
  call: 'Chiamata',
  status: 'Esito (stato HTTP)',
};
const ROLE_LABELS: Record<string, string> = { admin: 'Amministratore', agent: 'Agente' };
const RULE_TYPES: Record<string, string> = { shipping: 'Spedizione', promotion: 'Promozione' };

/** Amounts in euro: always two decimals, as the screens write them ('12,50', '1.000,00'). */
const MONEY_FIELDS = new Set(['price', 'amount_min', 'amount_max', 'discount']);
const money = onFirstUse(() => new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }));
const quantity = onFirstUse(() => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3, useGrouping: 'always' }));

/** A field's value as the screen shows it: roles and rule types in words, a logo as present or not, amounts in euro. */
function shownField(field: string, value: unknown): string {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
  if (number !== null && MONEY_FIELDS.has(field)) return money().format(number);
  if (number !== null && /^weight_/.test(field)) return quantity().format(number);
  if (field === 'role' && typeof value === 'string') return ROLE_LABELS[value] ?? value;
  if (field === 'type' && typeof value === 'string') return RULE_TYPES[value] ?? value;
  if (field === 'logo') return value ? 'presente' : 'nessuno';
  if (field === 'expires_on') return typeof value === 'string' ? formatDate(value) : 'nessuna';
  // An HTTP status is a code, not a quantity ('200', never '200,0' or grouped).
  if (field === 'status' && typeof value === 'number') return String(value);
  return shown(value);
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'sì';
  if (value === false) return 'no';
  if (typeof value === 'number') return quantity().format(value);
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return String(value);
}

/**
 * 'Storico modifiche' of one record: who changed what and when, each field before → after. The data comes in
 * through props (the feature owns the audit/history query and enables it only while the dialog is open).
 */
export function HistoryButton({
  label,
  opened,
  setOpened,
  history,
}: {
  label: string;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  history: UseQueryResult<{ history: TAuditEntry[] }>;
}) {
  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={() => setOpened(true)} aria-label={`Storico modifiche di ${label}`}>
        Storico
      </Button>
      <OpenModal opened={opened} onClose={() => setOpened(false)} title={`Storico modifiche — ${label}`} size="lg" closeButtonProps={{ 'aria-label': 'Chiudi' }}>
        {history.isPending ? (
          <LoadingState label="Caricamento dello storico…" />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.history.length === 0 ? (
          <EmptyState>Nessuna modifica registrata</EmptyState>
        ) : (
          <Stack gap="md">
            {history.data.history.map((entry) => (
              <div key={entry.id}>
                <Text size="sm" fw={600}>
                  {`${ACTIONS[entry.action]} — ${formatDateTime(entry.created_at)} — ${entry.user_name || 'utente cancellato'}`}
                </Text>
                <Table withTableBorder layout="fixed" fz="sm" verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Campo</Table.Th>
                      <Table.Th>Prima</Table.Th>
                      <Table.Th>Dopo</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entry.changes.map((c) => (
                      <Table.Tr key={c.field}>
                        <Table.Td>{FIELD_LABELS[c.field] ?? c.field}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{shownField(c.field, c.before)}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{shownField(c.field, c.after)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            ))}
          </Stack>
        )}
      </OpenModal>
    </>
  );
}
