import { z } from 'zod';
import { ZIdParam } from './common';
import { defineCall } from './call';

/** The records whose admin changes are tracked ('Storico modifiche'). */
export const AUDITED_ENTITIES = ['shops', 'product_groups', 'product_categories', 'cart_additions', 'payment_modes', 'price_lists', 'users', 'products', 'api_keys'] as const;
export const ZAuditEntity = z.enum(AUDITED_ENTITIES);
export type TAuditEntity = z.infer<typeof ZAuditEntity>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** 'call': a call made with an integration key (entity api_keys): `changes` names the call and its status. */
  action: z.enum(['create', 'update', 'delete', 'call']),
  user_name: z.string(),
  /** ISO timestamp. */
  created_at: z.string(),
  /** Each changed field, before → after (null on create/delete sides). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET audit/history?entity=&id=: a record's changes, newest first ('Storico modifiche'). */
export const getAuditHistoryCall = defineCall({
  method: 'GET',
  path: 'audit/history',
  summary: 'Storico delle modifiche di un elemento',
  access: 'admin',
  tag: 'audit',
  query: z.object({ entity: ZAuditEntity, id: ZIdParam }),
  response: z.object({ history: z.array(ZAuditEntry) }),
});

export const auditCalls = [getAuditHistoryCall];
