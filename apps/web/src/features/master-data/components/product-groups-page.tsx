import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useProductGroups } from '../api/get-product-groups';
import { useUpdateProductGroup } from '../api/update-product-group';
import { useNewRows } from '../hooks/use-new-rows';
import { AdminPanel } from './admin-panel';
import { CodeTable } from './code-table';

/** Product groups (admin): editable table; 'Da importare' decides whether the ERP import brings the group in. */
export function ProductGroupsPage() {
  const groups = useProductGroups();
  const update = useUpdateProductGroup();
  const drafts = useNewRows();
  return (
    <>
      <PageHeader title="Gruppi prodotto">
        <Button onClick={drafts.add} disabled={!groups.data}>
          Nuovo gruppo
        </Button>
      </PageHeader>
      <AdminPanel
        query={groups}
        isEmpty={(d) => d.product_groups.length === 0 && drafts.keys.length === 0}
        loadingLabel="Caricamento gruppi…"
        emptyLabel="Nessun gruppo prodotto"
      >
        {(data) => (
          <CodeTable
            entity="product_groups"
            codeLabel="Codice"
            flagLabel="Da importare"
            rows={data.product_groups.map((g) => ({ id: g.id, version: g.version, code: g.external_id, description: g.description, flag: g.to_import }))}
            drafts={drafts.keys}
            onDraftDone={drafts.remove}
            save={(row) => update.mutateAsync({ id: row.id, version: row.version, external_id: row.code, description: row.description, to_import: row.flag })}
          />
        )}
      </AdminPanel>
    </>
  );
}
