import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useProductCategories } from '../api/get-product-categories';
import { useUpdateProductCategory } from '../api/update-product-category';
import { useNewRows } from '../hooks/use-new-rows';
import { AdminPanel } from './admin-panel';
import { CodeTable } from './code-table';

/** Product categories (admin): editable table; a disabled category's products leave the catalogue. */
export function ProductCategoriesPage() {
  const categories = useProductCategories();
  const update = useUpdateProductCategory();
  const drafts = useNewRows();
  return (
    <>
      <PageHeader title="Categorie prodotto">
        <Button onClick={drafts.add} disabled={!categories.data}>
          Nuova categoria
        </Button>
      </PageHeader>
      <AdminPanel
        query={categories}
        isEmpty={(d) => d.product_categories.length === 0 && drafts.keys.length === 0}
        loadingLabel="Caricamento categorie…"
        emptyLabel="Nessuna categoria prodotto"
      >
        {(data) => (
          <CodeTable
            entity="product_categories"
            codeLabel="Codice"
            flagLabel="Abilitata"
            rows={data.product_categories.map((c) => ({ id: c.id, version: c.version, code: c.code, description: c.description, flag: c.enabled }))}
            drafts={drafts.keys}
            onDraftDone={drafts.remove}
            save={(row) => update.mutateAsync({ id: row.id, version: row.version, code: row.code, description: row.description, enabled: row.flag })}
          />
        )}
      </AdminPanel>
    </>
  );
}
