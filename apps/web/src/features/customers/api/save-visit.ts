import { ZSaveVisitResponse, type ZSaveVisitRequest } from '@portale/contract/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

export type SaveVisitInput = z.input<typeof ZSaveVisitRequest>;

/** POST visit/saveVisit/{customer id}. */
export function saveVisit(customerId: number, input: SaveVisitInput) {
  return apiPost(`visit/saveVisit/${customerId}`, ZSaveVisitResponse, input);
}

export function useSaveVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, input }: { customerId: number; input: SaveVisitInput }) => saveVisit(customerId, input),
    // The visits list (another screen) must show the new visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visits'] }),
  });
}
