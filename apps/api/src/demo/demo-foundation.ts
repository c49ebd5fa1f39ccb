/**
 * Demo step 'foundation': master data, users, agent profiles, customers (with addresses, contacts,
 * yearly turnover, encrypted access passwords, private notes) and two years of visits.
 */
import {
  customerAddresses,
  customerContacts,
  customerGroups,
  customerNotes,
  customerProfiles,
  customerYearData,
  customers,
  paymentModes,
  priceLists,
  profiles,
  salesAreas,
  userProfiles,
  users,
  visits,
} from '../db/schema/index';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/password';
import { agentRow, AGENTS_PER_BLOCK, profileOwners, profileRow, PROFILES_PER_BLOCK } from './demo-agent-rows';
import { CUSTOMER_GROUPS, customerRow } from './demo-customer-row';
import type { DemoContext, DemoCustomerRef, DemoStep } from './demo-step';
import { daysBefore, visitNotes } from './document-rows';
import { inChunks } from './in-chunks';
import { PAYMENT_MODES, PRICE_LISTS } from './italian-master-data';
import type { Random } from './italian-random';

export const DEMO_PASSWORD = 'demo';
export const DEMO_ADMIN = { email: 'admin@example.com', name: 'Amministratore' } as const;

const CUSTOMERS_PER_SCALE = 600;
const VISITS_PER_SCALE = 1_500;
const VISIT_SPAN_DAYS = 730;
/** Admin-set payment-mode discounts (percent): paying up front earns a little. */
const PAYMENT_MODE_DISCOUNTS: Record<string, string> = { RD: '2.00', BBANT: '3.00', CONTR: '1.00' };

const PRIVATE_NOTES = [
  'Preferisce essere contattato al mattino',
  'Chiede sempre la consegna con sponda idraulica',
  'Pagamenti regolari, cliente affidabile',
  'Interessato alla nuova linea di accessori in bronzo',
  'Chiuso per ferie la seconda metà di agosto',
  'Valutare uno sconto sul prossimo ordine di cofani',
  'Ha chiesto il catalogo aggiornato in formato cartaceo',
  'Titolare molto attento ai tempi di consegna',
];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The step's context with its writes going through one transaction. */
type StepContext = Omit<DemoContext, 'db'> & { db: Tx };

export const demoFoundation: DemoStep = {
  name: 'foundation',
  async run(ctx) {
    // One transaction: all or nothing, and on PGlite ~thousands of autocommits (each a flush) become one.
    await ctx.db.transaction(async (tx) => {
      const c: StepContext = { ...ctx, db: tx };
      await masterData(c);
      await people(c);
      await customersAndNotes(c);
      await demoVisits(c);
    });
  },
};

async function masterData({ db, ids }: StepContext) {
  const modes = await db
    .insert(paymentModes)
    .values(PAYMENT_MODES.map((m) => ({ externalId: m.external_id, description: m.description, discount: PAYMENT_MODE_DISCOUNTS[m.external_id] ?? '0' })))
    .returning({ id: paymentModes.id });
  const lists = await db.insert(priceLists).values(PRICE_LISTS.map((l) => ({ code: l.code, description: l.description }))).returning({ id: priceLists.id });
  const groups = await db.insert(customerGroups).values(CUSTOMER_GROUPS.map((name) => ({ name }))).returning({ id: customerGroups.id });
  ids.paymentModeIds = modes.map((r) => r.id);
  ids.priceListIds = lists.map((r) => r.id);
  ids.customerGroupIds = groups.map((r) => r.id);
}

async function people({ db, ids, rng, scale }: StepContext) {
  // One hash for everyone: they share the password, and argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [admin] = await db.insert(users).values({ ...DEMO_ADMIN, role: 'admin', passwordHash }).returning({ id: users.id });
  const agents = Array.from({ length: AGENTS_PER_BLOCK * scale }, (_, i) => agentRow(rng, i));
  const agentIds = await inChunks(agents, 1000, (chunk) =>
    db
      .insert(users)
      .values(chunk.map((a) => ({ ...a, role: 'agent', passwordHash })))
      .returning({ id: users.id }),
  );
  const profileRows = Array.from({ length: PROFILES_PER_BLOCK * scale }, (_, i) => profileRow(rng, i, agents[profileOwners(i)[0]]));
  const profileIds = await inChunks(profileRows, 1000, (chunk) =>
    db
      .insert(profiles)
      .values(chunk.map((p) => ({ externalId: p.externalId, companyName: p.companyName })))
      .returning({ id: profiles.id }),
  );
  const areas = profileRows.flatMap((p, i) => p.salesAreas.map((code) => ({ profileId: profileIds[i].id, code })));
  await inChunks(areas, 2000, async (chunk) => void (await db.insert(salesAreas).values(chunk)));
  const profileUserIds = profileRows.map((_, i) => profileOwners(i).map((a) => agentIds[a].id));
  const links = profileUserIds.flatMap((userIds, i) => userIds.map((userId) => ({ userId, profileId: profileIds[i].id })));
  await inChunks(links, 2000, async (chunk) => void (await db.insert(userProfiles).values(chunk)));
  ids.adminUserId = admin.id;
  ids.agentUserIds = agentIds.map((r) => r.id);
  ids.profileIds = profileIds.map((r) => r.id);
  ids.profileUserIds = profileUserIds;
}

async function customersAndNotes({ db, ids, rng, scale, today, secrets }: StepContext) {
  const profileIds = ids.profileIds!;
  const currentYear = Number(today.slice(0, 4));
  const rows = Array.from({ length: CUSTOMERS_PER_SCALE * scale }, (_, i) => customerRow(rng, i, { profileCount: profileIds.length, currentYear }));
  const inserted = await inChunks(rows, 1000, (chunk) =>
    db
      .insert(customers)
      .values(
        chunk.map((c) => ({
          externalId: c.externalId,
          key: c.key,
          companyName: c.companyName,
          sector: c.sector,
          vatCode: c.vatCode,
          paymentModeId: ids.paymentModeIds![c.paymentModeIndex],
          priceListId: ids.priceListIds![c.priceListIndex],
          groupId: ids.customerGroupIds![c.groupIndex],
          passwordEncrypted: secrets.encrypt(c.password),
          inactive: c.inactive,
        })),
      )
      .returning({ id: customers.id }),
  );
  const refs: DemoCustomerRef[] = rows.map((c, i) => ({
    id: inserted[i].id,
    externalId: c.externalId,
    priceListId: ids.priceListIds![c.priceListIndex],
    paymentModeId: ids.paymentModeIds![c.paymentModeIndex],
    inactive: c.inactive,
    profileIds: c.profileIndexes.map((p) => profileIds[p]),
  }));
  const withId = <T>(pick: (c: (typeof rows)[number]) => T[]) => rows.flatMap((c, i) => pick(c).map((x) => ({ customerId: refs[i].id, ...x })));
  await inChunks(withId((c) => c.profileIndexes.map((p) => ({ profileId: profileIds[p] }))), 5000, async (chunk) => void (await db.insert(customerProfiles).values(chunk)));
  await inChunks(withId((c) => c.addresses), 2000, async (chunk) => void (await db.insert(customerAddresses).values(chunk)));
  await inChunks(withId((c) => c.contacts), 2000, async (chunk) => void (await db.insert(customerContacts).values(chunk)));
  await inChunks(withId((c) => c.yearData), 3000, async (chunk) => void (await db.insert(customerYearData).values(chunk)));
  ids.customers = refs;
  await inChunks(privateNotes(rng.fork('notes'), refs, ids.profileUserIds!, profileIds), 2000, async (chunk) => void (await db.insert(customerNotes).values(chunk)));
}

/** Some customers carry a private note by one of their agents. */
function privateNotes(rng: Random, refs: DemoCustomerRef[], profileUserIds: number[][], profileIds: number[]) {
  const notes: { customerId: number; userId: number; content: string }[] = [];
  for (const c of refs) {
    if (!rng.chance(0.12)) continue;
    const authors = profileUserIds[profileIds.indexOf(c.profileIds[0])];
    notes.push({ customerId: c.id, userId: rng.pick(authors), content: rng.pick(PRIVATE_NOTES) });
  }
  return notes;
}

/** Visits over the last two years, each by an agent of one of the visited customer's profiles. */
async function demoVisits({ db, ids, rng, scale, today }: StepContext) {
  const refs = ids.customers!;
  const profileIds = ids.profileIds!;
  const rows = Array.from({ length: VISITS_PER_SCALE * scale }, (_, v) => {
    const r = rng.fork(`visit:${v}`);
    const customer = refs[r.int(0, refs.length - 1)];
    const profileId = r.pick(customer.profileIds);
    return {
      dateVisit: daysBefore(today, r.int(0, VISIT_SPAN_DAYS - 1)),
      notes: visitNotes(r),
      userId: r.pick(ids.profileUserIds![profileIds.indexOf(profileId)]),
      profileId,
      customerId: customer.id,
    };
  });
  await inChunks(rows, 2000, async (chunk) => void (await db.insert(visits).values(chunk)));
}
