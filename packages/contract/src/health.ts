import { z } from 'zod';
import { defineCall } from './call';

/** Readiness: 200 when this process can serve (its database answers); 503 SERVICE_UNAVAILABLE otherwise. */
export const ZReadinessResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const getReadinessCall = defineCall({
  method: 'GET',
  path: 'health/ready',
  summary: 'Prontezza: il database risponde',
  access: 'public',
  tag: 'health',
  description: 'Pronto a servire: il database risponde (503 con Retry-After se non raggiungibile).',
  response: ZReadinessResponse,
});

export const healthCalls = [getReadinessCall];
