import { Divider, Title } from '@mantine/core';
import type { TCurrentContext } from '@portale/contract/auth';
import { downloadShippingDocumentPdfCall, type TShippingDocument } from '@portale/contract/shipping-documents';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { DetailFields } from '../../../components/list-layout/detail-fields';
import { DetailPanel } from '../../../components/list-layout/detail-panel';
import { DocumentLines } from '../../../components/list-layout/document-lines';
import { DownloadPdfButton } from '../../../components/list-layout/download-pdf-button';
import { LoadingState } from '../../../components/loading-state';
import { formatDate, formatInteger } from '../../../lib/format';
import { useShippingDocumentItems } from '../api/get-shipping-document-items';
import { callUrl } from '../../../lib/api-client';
import { useActivateCustomer } from '../../../lib/session';

interface Props {
  id: number;
  /** The DDT's row from the current list page; undefined while it loads; null when a link points outside it. */
  document: TShippingDocument | null | undefined;
  current: TCurrentContext | undefined;
  backHref: string;
}

export function ShippingDocumentDetail({ id, document, current, backHref }: Props) {
  const { activating, activateCustomer } = useActivateCustomer();
  const items = useShippingDocumentItems(id);
  return (
    <DetailPanel
      // ERP codes often start with 'DDT' already ('DDT2024-00062'): never 'DDT DDT…'.
      title={document ? (/^DDT/i.test(document.code) ? document.code : `DDT ${document.code}`) : 'DDT'}
      backHref={backHref}
      document={document}
      current={current}
      activating={activating}
      onActivate={() => document && activateCustomer(document.profile_external_id, document.customer.id)}
      actions={
        document?.pdf_available && <DownloadPdfButton url={callUrl(downloadShippingDocumentPdfCall, { params: { id } })} fileName={`ddt-${document.code}.pdf`} />
      }
    >
      {document && (
        <DetailFields
          fields={[
            { label: 'Data', value: formatDate(document.issue_date) },
            { label: 'Cliente', value: `${document.customer.external_id} — ${document.customer.company_name}` },
            { label: 'Agente', value: `${document.profile_external_id} — ${document.profile.company_name}` },
            { label: 'Causale', value: document.causal },
            { label: 'Colli', value: document.packages_count === null ? null : formatInteger(document.packages_count) },
            { label: 'Aspetto dei beni', value: document.appearance },
            { label: 'Porto', value: document.freight },
            { label: 'Note', value: document.notes },
          ]}
        />
      )}
      <Divider my="md" />
      <Title order={4} size="h5" mb="xs">
        Prodotti
      </Title>
      {items.isPending ? (
        <LoadingState label="Caricamento prodotti…" />
      ) : items.isError ? (
        <ErrorState error={items.error} onRetry={() => items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <EmptyState>Nessun prodotto trovato nel DDT</EmptyState>
      ) : (
        <DocumentLines label="Prodotti del DDT" lines={items.data.items} priced={false} />
      )}
    </DetailPanel>
  );
}
