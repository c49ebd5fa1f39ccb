import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useActivate } from './activate';

/** 'Attiva' on a customer (customers home and document details): activates with the usual notices. */
export function useActivateCustomer() {
  const activate = useActivate();
  return {
    activating: activate.isPending,
    activateCustomer: (profileExternalId: string, customerId: number) =>
      activate.mutate(
        { profile_external_id: profileExternalId, customer_id: customerId },
        { onSuccess: () => notifySuccess('Cliente attivato correttamente'), onError: notifyApiError },
      ),
  };
}
