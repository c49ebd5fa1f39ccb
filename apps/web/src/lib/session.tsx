import type { TCurrentContext, TSessionUser, ZActivateRequest } from '@portale/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { createContext, use } from 'react';
import type { z } from 'zod';
import { notifyApiError, notifySuccess } from './notify';

/** The logged-in user and their current context (agent code and customer). */
export interface Session {
  user: TSessionUser;
  current: TCurrentContext;
}

/** The call's body, plus `parkCart: false` when the caller replaces the cart itself (restoring an archived cart). */
export type ActivateInput = z.input<typeof ZActivateRequest> & { parkCart?: boolean };

export interface SessionContextValue {
  session: Session;
  /** 'Attiva', composed by the app layer: parks the cart if needed, calls the server, updates the session. */
  activate: (input: ActivateInput) => Promise<{ current: TCurrentContext }>;
}

/**
 * The session as the logged-in area sees it. The app layer loads it and provides it (app/require-auth.tsx),
 * so features read it without importing each other and without calling the API from here.
 */
export const SessionContext = createContext<SessionContextValue | null>(null);

function useSessionContext(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession is only available inside the logged-in area (RequireAuth)');
  return value;
}

/** The logged-in user and current context, shaped like the query it comes from (`data` is always set). */
export function useSession(): { data: Session } {
  return { data: useSessionContext().session };
}

/** 'Attiva' as a mutation (own pending state per caller). */
export function useActivate() {
  const { activate } = useSessionContext();
  return useMutation({ mutationFn: activate });
}

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
