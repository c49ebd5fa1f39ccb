import { Button, Group, Paper, SegmentedControl, Table, TextInput } from '@mantine/core';
import { MIN_WARRANTY_SEARCH, type TWarranty, type TWarrantyStatusFilter } from '@portale/contract/warranties';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { PaginationBar } from '../../../components/pagination-bar';
import { StackedTable } from '../../../components/stacked-table';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useWarranties } from '../api/get-warranties';
import classes from './warranties-page.module.css';
import { WarrantyDetail } from './warranty-detail';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Tutte' },
  { value: 'active', label: 'Attivate' },
  { value: 'inactive', label: 'Non attivate' },
];

/** URL state: ?stato=all|active|inactive (default active, spec §9), ?q= search, ?page=. */
function useWarrantyListParams() {
  const [params, setParams] = useSearchParams();
  const stato = params.get('stato');
  const status: 'all' | 'active' | 'inactive' = stato === 'all' || stato === 'inactive' ? stato : 'active';
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: { status?: string; search?: string; page?: number }) => {
    const merged = { status, search, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.status !== 'active') out.set('stato', merged.status);
    if (merged.search) out.set('q', merged.search);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  return { status, search, page, update };
}

/**
 * Warranties: status filter Tutte / Attivate / Non attivate (default Attivate), search by company or
 * VAT code, paging; registered rows highlighted; 'Dettagli' only for registered ones. Agents see,
 * read-only, the activations of their own customers (the server scopes it).
 */
export function WarrantiesPage() {
  const { status, search, page, update } = useWarrantyListParams();
  const [typed, setTyped] = useState(search);
  const [tooShort, setTooShort] = useState(false);
  const type: TWarrantyStatusFilter = status === 'all' ? '' : status;
  const list = useWarranties({ search, type, page });
  const [detail, setDetail] = useState<TWarranty | null>(null);

  return (
    <>
      <PageHeader title="Garanzie" />
      <Paper withBorder p="md">
        <Group
          component="form"
          align="flex-end"
          gap="sm"
          mb="md"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            const term = typed.trim();
            setTooShort(term.length > 0 && term.length < MIN_WARRANTY_SEARCH);
            if (term.length === 0 || term.length >= MIN_WARRANTY_SEARCH) update({ search: term });
          }}
        >
          <SegmentedControl data={STATUS_OPTIONS} value={status} onChange={(v) => update({ status: v })} aria-label="Stato della garanzia" />
          <TextInput
            label="Cerca"
            placeholder="Ragione sociale o partita IVA"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={tooShort ? 'Inserire almeno 3 caratteri per la ricerca' : undefined}
            w={260}
          />
          <Button type="submit">Cerca</Button>
        </Group>
        {list.isPending ? (
          <LoadingState label="Caricamento garanzie…" />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.warranties.data.length === 0 ? (
          <EmptyState>Nessuna garanzia da mostrare</EmptyState>
        ) : (
          <>
            <StackedTable verticalSpacing="xs" stackBelow="lg" aria-label="Garanzie">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Codice</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Impresa funebre</Table.Th>
                  <Table.Th>Partita IVA</Table.Th>
                  <Table.Th>Defunto</Table.Th>
                  <Table.Th>Data del decesso</Table.Th>
                  <Table.Th>Registrata il</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.warranties.data.map((w) => (
                  <Table.Tr key={w.id} className={w.registered_at ? classes.registered : undefined} data-registered={w.registered_at ? 'true' : 'false'}>
                    {/* One line, never broken at its dashes (issue 55: three lines at 1280 px); the names wrap instead. */}
                    <Table.Td data-label="Codice" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {w.code}
                    </Table.Td>
                    <Table.Td data-label="Tipo">{w.type}</Table.Td>
                    <Table.Td data-label="Impresa funebre">{w.company_name}</Table.Td>
                    <Table.Td data-label="Partita IVA">{w.vat_code}</Table.Td>
                    <Table.Td data-label="Defunto">{[w.corpse_last_name, w.corpse_first_name].filter(Boolean).join(' ')}</Table.Td>
                    <Table.Td data-label="Data del decesso">{formatDate(w.activated_at)}</Table.Td>
                    <Table.Td data-label="Registrata il">{formatDateTime(w.registered_at)}</Table.Td>
                    <Table.Td>
                      <Button size="compact-sm" variant="light" disabled={!w.registered_at} onClick={() => setDetail(w)} aria-label={`Dettagli ${w.code}`}>
                        Dettagli
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
            <PaginationBar
              page={list.data.warranties.current_page}
              lastPage={list.data.warranties.last_page}
              total={list.data.warranties.total}
              totalIsEstimate={list.data.warranties.total_is_estimate}
              onChange={(p) => update({ page: p })}
              itemsLabel="garanzie"
            />
          </>
        )}
      </Paper>
      <WarrantyDetail warranty={detail} onClose={() => setDetail(null)} />
    </>
  );
}
