import { executeCommandCall } from '@portale/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZExecuteCommandRequest } from '@portale/contract/jobs';
import { callApi } from '../../../lib/api-client';
import { commandsKey } from './get-commands';
import { queueKeyPrefix } from './get-queue';

export type ExecuteCommandInput = z.input<typeof ZExecuteCommandRequest>['command'];

/** POST job/executeCommand: queues a command ('Comando accodato correttamente'). */
export function executeCommand(command: ExecuteCommandInput) {
  return callApi(executeCommandCall, { body: { command } });
}

export function useExecuteCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: executeCommand,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queueKeyPrefix });
      void client.invalidateQueries({ queryKey: commandsKey });
    },
  });
}
