import { Text } from '@mantine/core';
import type { TVisit } from '@portale/contract/visits';
import { CustomerName } from '../../../components/list-layout/customer-name';
import { DocumentTable } from '../../../components/list-layout/document-table';
import { formatDate } from '../../../lib/format';

/** Visits of one page; the notes wrap so a tablet never scrolls sideways. */
export function VisitsTable({ visits }: { visits: TVisit[] }) {
  return (
    <DocumentTable
      label="Visite"
      rows={visits}
      columns={[
        { header: 'Data', nowrap: true, cell: (visit) => formatDate(visit.date_visit) },
        { header: 'Cliente', cell: (visit) => <CustomerName name={visit.customer.company_name} code={visit.customer.customer_external_id} /> },
        { header: 'Agente', visibleFrom: 'lg', cell: (visit) => visit.profile_external_id },
        {
          header: 'Note',
          cell: (visit) => (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {visit.notes}
            </Text>
          ),
        },
      ]}
    />
  );
}
