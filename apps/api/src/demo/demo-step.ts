import type { Database, Db } from '../db/client';
import type { SecretBox } from '../lib/secret-box';
import type { Random } from './italian-random';

/** A demo customer as later steps need it: to hang documents, carts and prices on it. */
export interface DemoCustomerRef {
  id: number;
  externalId: string;
  priceListId: number;
  paymentModeId: number;
  inactive: boolean;
  /** Ids of the profiles the customer belongs to (first = main). */
  profileIds: number[];
}

/**
 * What earlier steps created, for later steps to link to. Each step fills its own fields; a later
 * step reads them with `demoIds(ids, 'customers')`. Steps of other domains add fields here by
 * declaration merging (`declare module './demo-step' { interface DemoIds { … } }`).
 */
export interface DemoIds {
  paymentModeIds?: number[];
  priceListIds?: number[];
  customerGroupIds?: number[];
  adminUserId?: number;
  /** Agent user ids in order: agente1, agente2, … */
  agentUserIds?: number[];
  profileIds?: number[];
  /** Agent user ids of each profile, by profile index. */
  profileUserIds?: number[][];
  customers?: DemoCustomerRef[];
}

export interface DemoContext {
  database: Database;
  db: Db;
  secrets: SecretBox;
  /** This step's own seeded stream, forked by step name: adding a step does not reshuffle the others. */
  rng: Random;
  ids: DemoIds;
  /** Multiplies the counts (1 = the demo; larger for load tests). */
  scale: number;
  /** Reference day 'YYYY-MM-DD': "the last two years" count back from it. */
  today: string;
}

export interface DemoStep {
  name: string;
  run(ctx: DemoContext): Promise<void>;
}

/** A field an earlier step must have filled; a clear error when the steps are out of order. */
export function demoIds<K extends keyof DemoIds>(ids: DemoIds, key: K): NonNullable<DemoIds[K]> {
  const value = ids[key];
  if (value === undefined) throw new Error(`Dati dimostrativi: '${key}' non ancora creato (ordine dei passi errato)`);
  return value as NonNullable<DemoIds[K]>;
}
