import { Button, Group, Progress, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { countOf } from '@portale/contract/italian-count';
import type { TWarrantyJob } from '@portale/contract/warranties';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PaginationBar } from '../../../components/pagination-bar';
import { StackedTable } from '../../../components/stacked-table';
import { formatInteger } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeleteJob } from '../api/delete-job';
import { downloadJobFile, type JobFile } from '../api/job-files';
import { useWarrantyJobs } from '../api/get-warranty-jobs';
import { useWarrantyTypes } from '../api/get-warranty-types';

/** 'Elenco': paged jobs with their progress and the three downloads. */
export function JobList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [type, setType] = useState<string | null>('');
  const types = useWarrantyTypes();
  const jobs = useWarrantyJobs({ page, search: applied, type: type ? Number(type) : '' });

  return (
    <>
      <Group
        component="form"
        align="flex-end"
        gap="sm"
        mb="md"
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          setApplied(search.trim());
          setPage(1);
        }}
      >
        <TextInput label="Cerca" placeholder="Anno, lotto o note" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={220} />
        <Select
          label="Tipo"
          data={[{ value: '', label: 'Tutti i tipi' }, ...(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))]}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          allowDeselect={false}
          w={220}
        />
        <Button type="submit" variant="light">
          Cerca
        </Button>
      </Group>
      {jobs.isPending ? (
        <LoadingState label="Caricamento lavori…" />
      ) : jobs.isError ? (
        <ErrorState error={jobs.error} onRetry={() => jobs.refetch()} />
      ) : jobs.data.jobs.data.length === 0 ? (
        <EmptyState>Nessun lavoro di generazione</EmptyState>
      ) : (
        <>
          <StackedTable striped verticalSpacing="xs" stackBelow="lg">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Anno</Table.Th>
                <Table.Th>Lotto</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th ta="right">Codici richiesti</Table.Th>
                <Table.Th ta="right">Codici generati</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>Scarica</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Azioni</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.data.jobs.data.map((job) => (
                <JobRow key={job.id} job={job} />
              ))}
            </Table.Tbody>
          </StackedTable>
          <PaginationBar
            page={jobs.data.jobs.current_page}
            lastPage={jobs.data.jobs.last_page}
            total={jobs.data.jobs.total}
            onChange={setPage}
            itemsLabel="lavori"
          />
        </>
      )}
    </>
  );
}

function JobRow({ job }: { job: TWarrantyJob }) {
  const [busy, setBusy] = useState<JobFile | null>(null);
  const remove = useDeleteJob();
  const generating = job.status === 'queued' || job.status === 'running';
  const percent = job.codes_count ? Math.round((job.warranties_count / job.codes_count) * 100) : 0;
  const download = async (file: JobFile) => {
    setBusy(file);
    await downloadJobFile(job, file);
    setBusy(null);
  };
  const label = `lotto ${job.year}/${job.batch}`;
  return (
    <Table.Tr data-testid={`job-${job.year}-${job.batch}`}>
      <Table.Td data-label="Anno">{job.year}</Table.Td>
      <Table.Td data-label="Lotto">{job.batch}</Table.Td>
      <Table.Td data-label="Tipo">{job.type.name}</Table.Td>
      <Table.Td data-label="Codici richiesti" ta="right">
        {formatInteger(job.codes_count)}
      </Table.Td>
      <Table.Td data-label="Codici generati" ta="right">
        {generating ? (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Progress value={percent} w={100} animated aria-label={`Generazione ${label}`} />
            <Text size="sm">{percent}%</Text>
          </Group>
        ) : job.status === 'failed' ? (
          <Text size="sm" c="red.9">
            Interrotto ({formatInteger(job.warranties_count)})
          </Text>
        ) : (
          formatInteger(job.warranties_count)
        )}
      </Table.Td>
      <Table.Td data-label="Note">{job.notes}</Table.Td>
      <Table.Td data-label="Scarica">
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <Button size="compact-sm" variant="light" loading={busy === 'csv'} onClick={() => download('csv')} aria-label={`CSV ${label}`}>
            CSV
          </Button>
          <Button size="compact-sm" variant="light" loading={busy === 'labels'} onClick={() => download('labels')} aria-label={`Etichette PDF ${label}`}>
            Etichette
          </Button>
          {/* The validation sheet exists only for types that are validated (the server refuses the others). */}
          {job.type.supports_validation && (
            <Button
              size="compact-sm"
              variant="light"
              loading={busy === 'validation'}
              onClick={() => download('validation')}
              aria-label={`Convalida PDF ${label}`}
            >
              Convalida
            </Button>
          )}
        </Group>
      </Table.Td>
      <Table.Td data-label="Azioni">
        {/* Offered once the generation is over; the server refuses a batch with an activated code and says so. */}
        {!generating && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            aria-label={`Cancella ${label}`}
            onClick={() =>
              confirmAction({
                title: `Cancellare il ${label}?`,
                message: `Il ${label} e i suoi ${countOf(job.warranties_count, 'codice', 'codici')} saranno cancellati: le etichette già stampate non potranno più essere attivate. Un lotto con codici attivati non si può cancellare.`,
                confirmLabel: 'Cancella lotto',
                danger: true,
                onConfirm: () => remove.mutate(job.id, { onSuccess: (answer) => notifySuccess(answer.message || `${label} cancellato`), onError: notifyApiError }),
              })
            }
          >
            Cancella
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
