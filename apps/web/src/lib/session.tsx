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

/** The call's body. */
export type ActivateInput = z.input<typeof ZActivateRequest>;

export interface SessionContextValue {
  session: Session;
  /** 'Attiva', composed by the app layer: parks the cart if needed, calls the server, updates the session. */
  activate: (input: ActivateInput) => Promise<{ current: TCurrentContext }>;
  /** Takes a current context the server set with another call (restoring an archived cart). */
  setCurrent: (current: TCurrentContext) => void;
}

/**
 * The session as the logged-in area sees it. The app layer loads it and provides it (app/layout.tsx, app/session-provider.tsx),
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

/** Updates the session's current context after a call that changed it on the server. */
export function useSetCurrent() {
  return useSessionContext().setCurrent;
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
