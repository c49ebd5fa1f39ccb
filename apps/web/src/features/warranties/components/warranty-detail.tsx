import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TWarranty } from '@portale/contract/warranties';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format';
import { downloadCertificate } from '../api/job-files';

/** Every field of a registered warranty, and its certificate PDF. */
export function WarrantyDetail({ warranty, onClose }: { warranty: TWarranty | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const fields: [string, string | null][] = warranty
    ? [
        ['Codice', warranty.code],
        ['Tipo', warranty.type],
        ['Impresa funebre', warranty.company_name],
        ['Partita IVA', warranty.vat_code],
        ['Cognome del defunto', warranty.corpse_last_name],
        ['Nome del defunto', warranty.corpse_first_name],
        ['Data del decesso', formatDate(warranty.activated_at)],
        ['Registrata il', formatDateTime(warranty.registered_at)],
        ...(warranty.ip_address !== null ? ([['Indirizzo IP', warranty.ip_address]] as [string, string][]) : []),
        ...(warranty.user_agent !== null ? ([['Browser', warranty.user_agent]] as [string, string][]) : []),
      ]
    : [];
  return (
    <Modal opened={warranty !== null} onClose={onClose} title={`Garanzia ${warranty?.code ?? ''}`} size="lg" closeButtonProps={{ 'aria-label': 'Chiudi' }}>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value || '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            loading={busy}
            onClick={async () => {
              if (!warranty) return;
              setBusy(true);
              await downloadCertificate(warranty);
              setBusy(false);
            }}
          >
            Scarica certificato PDF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
