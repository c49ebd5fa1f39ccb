import { setScheduleCall, type ZSetScheduleRequest } from '@portale/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { commandsKey } from './get-commands';

/** POST job/setSchedule: a command's cron (Europe/Rome), or none. */
export function setSchedule(body: z.input<typeof ZSetScheduleRequest>) {
  return callApi(setScheduleCall, { body });
}

export function useSetSchedule() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setSchedule, onSuccess: () => client.invalidateQueries({ queryKey: commandsKey }) });
}
