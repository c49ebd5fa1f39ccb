import { Paper, Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { JobCreateForm } from './job-create-form';
import { JobList } from './job-list';

/** /warranty-job/create ('Genera') and /warranty-job/list ('Elenco'): one screen, a section switch (spec §2). */
export function WarrantyJobsPage({ section }: { section: 'create' | 'list' }) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Codici di garanzia" />
      <Tabs value={section} onChange={(value) => value && navigate(`/warranty-job/${value}`)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="create">Genera</Tabs.Tab>
          <Tabs.Tab value="list">Elenco</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="create">
          <Paper withBorder p="md" maw={640}>
            <JobCreateForm onStarted={() => navigate('/warranty-job/list')} />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="list">
          <Paper withBorder p="md">
            <JobList />
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
