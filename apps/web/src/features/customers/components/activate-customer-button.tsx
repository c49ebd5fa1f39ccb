import { Button } from '@mantine/core';
import { useActivateCustomer, useSession } from '../../../lib/session';

interface Props {
  customer: { id: number; company_name: string; inactive: boolean };
  profileExternalId: string;
}

/** 'Attiva': makes this profile and customer the current ones; disabled for inactive customers (spec §5). */
export function ActivateCustomerButton({ customer, profileExternalId }: Props) {
  const { activating, activateCustomer } = useActivateCustomer();
  const current = useSession().data?.current;
  const isCurrent = current?.customer?.id === customer.id && current?.profile?.external_id === profileExternalId;
  return (
    <Button
      size="compact-sm"
      variant={isCurrent ? 'filled' : 'light'}
      disabled={customer.inactive}
      loading={activating}
      aria-label={`Attiva ${customer.company_name}`}
      aria-pressed={isCurrent}
      title={customer.inactive ? 'Cliente inattivo' : undefined}
      onClick={() => activateCustomer(profileExternalId, customer.id)}
    >
      Attiva
    </Button>
  );
}
