import { getCommandsCall } from '@portale/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET job/getCommands: the command registry by ascending priority, with the last runs. */
export function getCommands(signal?: AbortSignal) {
  return callApi(getCommandsCall, {}, { signal });
}

export const commandsKey = callKey(getCommandsCall, {});

export function useCommands() {
  return useQuery({ queryKey: commandsKey, queryFn: ({ signal }) => getCommands(signal) });
}
