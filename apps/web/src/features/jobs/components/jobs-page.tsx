import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { CommandsTab } from './commands-tab';
import { QueueTab } from './queue-tab';

/** Jobs (admin only): 'Comandi' (the registry, run with arguments/options) and 'Coda' (history, live progress). */
export function JobsPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'coda' ? 'coda' : 'comandi';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const go = (next: { tab?: string; page?: number }) => {
    const p = new URLSearchParams(search);
    if (next.tab) p.set('tab', next.tab);
    if (next.page) p.set('page', String(next.page));
    setSearch(p);
  };
  return (
    <>
      <PageHeader title="Job" />
      <Tabs value={tab} onChange={(v) => go({ tab: v ?? 'comandi', page: 1 })}>
        <Tabs.List mb="md">
          <Tabs.Tab value="comandi">Comandi</Tabs.Tab>
          <Tabs.Tab value="coda">Coda</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="comandi">
          <CommandsTab onQueued={() => go({ tab: 'coda', page: 1 })} />
        </Tabs.Panel>
        <Tabs.Panel value="coda">
          <QueueTab page={page} onPage={(p) => go({ page: p })} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
