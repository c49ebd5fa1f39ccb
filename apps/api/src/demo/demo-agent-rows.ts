/**
 * The demo's agents and their agent profiles, as pure functions of an index, so the demo and larger
 * scaled loads build the same people. Blocks of 8 agents and 12 profiles repeat with the scale.
 */
import { personName, type PersonName } from './italian-people';
import type { Random } from './italian-random';

export const AGENTS_PER_BLOCK = 8;
export const PROFILES_PER_BLOCK = 12;

/**
 * Owners of each profile of a block, as agent indexes within the block. agente1 (0) and agente2 (1)
 * share profile 1, and agente2 also has profile 2 that agente1 does not; some agents have two profiles.
 */
const PROFILE_OWNERS: readonly (readonly number[])[] = [[0], [0, 1], [1], [2], [3], [4], [5], [6], [7], [2], [4], [6]];

/** The first two agents are the documented demo logins. */
const NAMED_AGENTS: readonly PersonName[] = [
  { first_name: 'Mario', last_name: 'Rossi' },
  { first_name: 'Giulia', last_name: 'Bianchi' },
];

export interface DemoAgentRow {
  email: string;
  name: string;
  /** The ERP's 'TOP' code. */
  externalId: string;
}

export function agentRow(rng: Random, i: number): DemoAgentRow {
  const person = NAMED_AGENTS[i] ?? personName(rng.fork(`agent:${i}`));
  return {
    email: `agente${i + 1}@example.com`,
    name: `${person.first_name} ${person.last_name}`,
    externalId: `TOP${String(i + 1).padStart(3, '0')}`,
  };
}

/** Agent indexes (global) owning profile `i`. */
export function profileOwners(i: number): number[] {
  const block = Math.floor(i / PROFILES_PER_BLOCK);
  return PROFILE_OWNERS[i % PROFILES_PER_BLOCK].map((k) => block * AGENTS_PER_BLOCK + k);
}

export interface DemoProfileRow {
  /** Agent code, e.g. '0012'. */
  externalId: string;
  /** The agent's business name. */
  companyName: string;
  salesAreas: string[];
}

// How Italian sales agents name their agency.
const BUSINESS_NAMES: readonly ((p: PersonName) => string)[] = [
  (p) => `${p.last_name} ${p.first_name} Rappresentanze`,
  (p) => `Agenzia ${p.last_name} S.a.s.`,
  (p) => `${p.last_name} Rappresentanze S.r.l.`,
  (p) => `Studio Commerciale ${p.last_name}`,
  (p) => `${p.first_name} ${p.last_name} Agente di Commercio`,
];

export function profileRow(rng: Random, i: number, owner: DemoAgentRow): DemoProfileRow {
  const r = rng.fork(`profile:${i}`);
  const [first_name, ...rest] = owner.name.split(' ');
  const areas = new Set<string>();
  const wanted = r.int(1, 3);
  while (areas.size < wanted) areas.add(`Z${String(r.int(1, 40)).padStart(2, '0')}`);
  return {
    externalId: String(11 + i).padStart(4, '0'),
    companyName: r.pick(BUSINESS_NAMES)({ first_name, last_name: rest.join(' ') }),
    salesAreas: [...areas].sort(),
  };
}
