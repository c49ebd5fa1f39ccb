import { Button } from '@mantine/core';
import { useActivate } from '../../auth/api/activate';
import { useSession } from '../../auth/api/get-current';
import { notifyApiError, notifySuccess } from '../../../lib/notify';

interface Props {
  customer: { id: number; company_name: string; inactive: boolean };
  profileExternalId: string;
}

/** 'Attiva': makes this profile and customer the current ones; disabled for inactive customers (spec §5). */
export function ActivateCustomerButton({ customer, profileExternalId }: Props) {
  const activate = useActivate();
  const current = useSession().data?.current;
  const isCurrent = current?.customer?.id === customer.id && current?.profile?.external_id === profileExternalId;
  return (
    <Button
      size="compact-sm"
      variant={isCurrent ? 'filled' : 'light'}
      disabled={customer.inactive}
      loading={activate.isPending}
      aria-label={`Attiva ${customer.company_name}`}
      aria-pressed={isCurrent}
      title={customer.inactive ? 'Cliente inattivo' : undefined}
      onClick={() =>
        activate.mutate(
          { profile_external_id: profileExternalId, customer_id: customer.id },
          { onSuccess: () => notifySuccess('Cliente attivato correttamente'), onError: notifyApiError },
        )
      }
    >
      Attiva
    </Button>
  );
}
