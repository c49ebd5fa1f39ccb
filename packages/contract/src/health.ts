import { z } from 'zod';
import { defineCall } from './call';

/** Readiness: 200 when this process can serve (its database answers); 503 SERVICE_UNAVAILABLE otherwise. */
export const ZReadinessResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const getReadinessCall = defineCall({
  method: 'GET',
  path: 'health/ready',
  access: 'public',
  tag: 'health',
  summary: 'Pronto a servire: il database risponde (503 se non raggiungibile)',
  response: ZReadinessResponse,
});

export const healthCalls = [getReadinessCall];
