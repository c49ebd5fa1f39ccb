import { todayInRome } from '@portale/contract/business-date';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { fileStorageFor } from '../storage/open-storage';
import { createSecretBox, resolveAppSecret } from '../lib/secret-box';
import { demoCart } from './demo-cart';
import { demoCatalog } from './demo-catalog';
import { AGENTS_PER_BLOCK, agentRow } from './demo-agent-rows';
import { demoDocuments } from './demo-documents';
import { demoWarranties } from './demo-warranties';
import { demoProductFiles } from './demo-product-files';
import { DEMO_ADMIN, DEMO_PASSWORD, demoFoundation } from './demo-foundation';
import type { DemoIds, DemoStep } from './demo-step';
import { createRandom } from './italian-random';

export { DEMO_PASSWORD };

export const DEMO_SEED = 20_240_601;

/**
 * The documented demo logins (password 'demo'), printed at start: the admin and the eight agents of the
 * demo (agente1…agente8), named as the foundation step names them (same seed, same fork).
 */
export const DEMO_LOGINS: readonly { email: string; name: string; role: 'admin' | 'agent' }[] = [
  { ...DEMO_ADMIN, role: 'admin' },
  ...Array.from({ length: AGENTS_PER_BLOCK }, (_, i) => {
    const agent = agentRow(createRandom(DEMO_SEED).fork(demoFoundation.name), i);
    return { email: agent.email, name: agent.name, role: 'agent' as const };
  }),
];

/**
 * The demo, in order. Each step may read what earlier steps put in `ids`; other domains append their
 * steps here (catalogue, documents, carts…).
 */
// demoCart stays after the catalogue step: it quotes the catalogue's products.
export const DEMO_STEPS: DemoStep[] = [demoFoundation, demoCatalog, demoProductFiles, demoDocuments, demoCart, demoWarranties];


export interface DemoOptions {
  /** Multiplies the counts (default 1). */
  scale?: number;
  seed?: number;
  /** Reference day 'YYYY-MM-DD' (default today), so a fixed day gives the identical data set. */
  today?: string;
  /** Where per-step timings go (default: the console, except in tests). */
  log?: (line: string) => void;
  /** A prefix of DEMO_STEPS, for tests that need only the first steps' data. */
  steps?: DemoStep[];
}

/** Loads the demo data set into an empty, migrated database. Deterministic for a given seed and day. */
export async function loadDemoData(database: Database, config: Config, options: DemoOptions = {}): Promise<DemoIds> {
  const scale = options.scale ?? 1;
  const log = options.log ?? (config.env === 'test' ? undefined : (line: string) => console.log(line));
  const secrets = createSecretBox(resolveAppSecret(config.appSecret, config.dataDir));
  const root = createRandom(options.seed ?? DEMO_SEED);
  const today = options.today ?? todayInRome();
  const ids: DemoIds = {};
  const files = fileStorageFor(config);
  for (const step of options.steps ?? DEMO_STEPS) {
    const started = performance.now();
    await step.run({ database, db: database.db, secrets, files, rng: root.fork(step.name), ids, scale, today });
    log?.(`  dati dimostrativi, ${step.name}: ${Math.round(performance.now() - started)} ms`);
  }
  // PGlite has no autovacuum: without statistics after a bulk load the planner guesses (≈3× slower pages).
  await database.pool.query('ANALYZE');
  return ids;
}
