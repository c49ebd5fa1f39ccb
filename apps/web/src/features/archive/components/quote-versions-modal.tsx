import { Alert, Badge, Group, List, Modal, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { ZVersionDiffResponse } from '@portale/contract/cart';
import { useState } from 'react';
import type { z } from 'zod';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { formatDate, formatDateTime, formatDiscounts, formatMoney, formatNumber } from '../../../lib/format';
import { useQuoteVersions, useVersionDiff } from '../api/quote-versions';

type Diff = z.infer<typeof ZVersionDiffResponse>;
type DiffLine = Diff['lines'][number];

const CHANGE_LABELS = { added: 'Aggiunta', removed: 'Tolta', changed: 'Cambiata' } as const;
const FIELD_LABELS = { quantity: 'quantità', price: 'prezzo', discount_1: 'sconto 1', discount_2: 'sconto 2', notes: 'note' } as const;

/** 'Versioni' of a quote: the list, and what changed between two of them. */
export function QuoteVersionsModal({ quote, onClose }: { quote: { id: number; name: string | null } | null; onClose: () => void }) {
  return (
    <Modal opened={quote !== null} onClose={onClose} title={`Versioni del preventivo ${quote?.name ?? `n. ${quote?.id ?? ''}`}`} size="xl">
      {quote && <VersionsBody id={quote.id} />}
    </Modal>
  );
}

function VersionsBody({ id }: { id: number }) {
  const versions = useQuoteVersions(id);
  const list = versions.data?.versions ?? [];
  // Default comparison: the previous version against the current one.
  const [chosen, setChosen] = useState<{ from: number; to: number } | null>(null);
  const from = chosen?.from ?? list[1]?.version ?? null;
  const to = chosen?.to ?? list[0]?.version ?? null;
  const diff = useVersionDiff(id, from, to);

  if (versions.isPending) return <LoadingState label="Caricamento delle versioni…" />;
  if (versions.isError) return <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />;
  const options = list.map((v) => ({ value: String(v.version), label: `v${v.version}${v.current ? ' (corrente)' : ''}` }));

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="quote-versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Versione</Table.Th>
              <Table.Th>Salvata il</Table.Th>
              <Table.Th>Da</Table.Th>
              <Table.Th>Inviata o scaricata</Table.Th>
              <Table.Th>Valido fino al</Table.Th>
              <Table.Th ta="right">Righe</Table.Th>
              <Table.Th ta="right">Totale (IVA esclusa)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((v) => (
              <Table.Tr key={v.version}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      v{v.version}
                    </Text>
                    {v.current && (
                      <Badge size="sm" variant="light" tt="none" style={{ flexShrink: 0 }}>
                        corrente
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTime(v.saved_at)}</Table.Td>
                <Table.Td>{v.saved_by ?? '—'}</Table.Td>
                <Table.Td>{v.shared_at ? formatDateTime(v.shared_at) : 'No'}</Table.Td>
                <Table.Td>{v.valid_until ? formatDate(v.valid_until) : '—'}</Table.Td>
                <Table.Td ta="right">{v.count}</Table.Td>
                <Table.Td ta="right">{formatMoney(v.total_final)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={3} size="h5">
        Confronto tra versioni
      </Title>
      {list.length < 2 || from === null || to === null ? (
        <Text size="sm">Il preventivo ha una sola versione: non c’è nulla da confrontare.</Text>
      ) : (
        <>
          <Group gap="sm" align="flex-end">
            <NativeSelect label="Dalla versione" data={options} value={String(from)} onChange={(e) => setChosen({ from: Number(e.currentTarget.value), to })} />
            <NativeSelect label="Alla versione" data={options} value={String(to)} onChange={(e) => setChosen({ from, to: Number(e.currentTarget.value) })} />
          </Group>
          {from === to ? (
            <Text size="sm">Scegliere due versioni diverse.</Text>
          ) : diff.isPending ? (
            <LoadingState label="Confronto in corso…" />
          ) : diff.isError ? (
            <ErrorState error={diff.error} onRetry={() => void diff.refetch()} />
          ) : (
            <DiffView diff={diff.data} />
          )}
        </>
      )}
    </Stack>
  );
}

function DiffView({ diff }: { diff: Diff }) {
  const sign = diff.difference > 0 ? '+' : '';
  return (
    <Stack gap="sm" data-testid="version-diff">
      {diff.lines.length === 0 ? (
        <Text size="sm">Nessuna riga cambiata.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Prodotto</Table.Th>
                <Table.Th>Modifica</Table.Th>
                <Table.Th>In v{diff.from}</Table.Th>
                <Table.Th>In v{diff.to}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.lines.map((line, index) => (
                <Table.Tr key={`${line.product_code}-${index}`} data-change={line.change}>
                  <Table.Td>
                    <Text size="sm" fw={500} span style={{ whiteSpace: 'nowrap' }}>
                      {line.product_code}
                    </Text>{' '}
                    <Text size="sm" span>
                      {line.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>{changeLabel(line)}</Table.Td>
                  <Table.Td>{lineFigures(line.before)}</Table.Td>
                  <Table.Td>{lineFigures(line.after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {diff.other_changes.length > 0 && (
        <List size="sm" aria-label="Altre modifiche">
          {diff.other_changes.map((change) => (
            <List.Item key={change}>{change}</List.Item>
          ))}
        </List>
      )}
      <Alert color={diff.difference === 0 ? 'gray' : 'blue'} data-testid="version-total-difference">
        Totale (IVA esclusa): v{diff.from} {formatMoney(diff.total_final_from)} → v{diff.to} {formatMoney(diff.total_final_to)} (differenza {sign}
        {formatMoney(diff.difference)})
      </Alert>
    </Stack>
  );
}

function changeLabel(line: DiffLine) {
  if (line.change !== 'changed') return CHANGE_LABELS[line.change];
  return `${CHANGE_LABELS.changed}: ${line.fields.map((f) => FIELD_LABELS[f]).join(', ')}`;
}

function lineFigures(figures: DiffLine['before']) {
  if (!figures) return '—';
  const discounts = formatDiscounts(figures.discount_1, figures.discount_2);
  return `${formatNumber(figures.quantity)} × ${formatMoney(figures.price)}${discounts === '—' ? '' : ` (sconti ${discounts})`} = ${formatMoney(figures.row_total)}`;
}
