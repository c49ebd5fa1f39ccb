/**
 * Demo step 'warranties': three warranty types (one with validation), three past generation jobs
 * with a few thousand codes, and some codes activated by funeral homes that are demo customers, so
 * that the agents' read-only list shows rows.
 */
import { and, inArray, isNotNull } from 'drizzle-orm';
import { newWarrantyCode } from '@portale/contract/warranty-code';
import { customers, warranties, warrantyJobs, warrantyTypes } from '../db/schema/index';
import { recountActivations } from '../modules/warranties/warranties.repository';
import { demoIds, type DemoStep } from './demo-step';
import { firstName, lastName } from './italian-people';
import type { Random } from './italian-random';

const TYPES = [
  { name: 'Garanzia cofano', supportsActivation: true, supportsValidation: false },
  { name: 'Garanzia urna cineraria', supportsActivation: true, supportsValidation: false },
  { name: 'Garanzia cofano Premium (con convalida)', supportsActivation: true, supportsValidation: true },
];

/** Codes from the step's seeded stream: the demo stays the same for a given seed (real codes use the CSPRNG). */
const seededBytes = (rng: Random) => (buffer: Uint8Array) => {
  for (let i = 0; i < buffer.length; i++) buffer[i] = rng.int(0, 255);
};

export const demoWarranties: DemoStep = {
  name: 'warranties',
  async run({ db, rng, ids, scale, today }) {
    // A few active customers of every agent profile, so every agent has activations to see.
    const perProfile = new Map<number, number[]>();
    for (const c of demoIds(ids, 'customers')) {
      if (c.inactive || !c.profileIds[0]) continue;
      const list = perProfile.get(c.profileIds[0]) ?? [];
      if (list.length < 4) perProfile.set(c.profileIds[0], [...list, c.id]);
    }
    const customerIds = [...perProfile.values()].flat();
    const types = await db.insert(warrantyTypes).values(TYPES).returning();
    const year = Number(today.slice(0, 4));
    const jobsSpec = [
      { year: year - 1, batch: 1, type: types[0]!, count: 1500 * scale, notes: 'Cofani linea Noce e Rovere', activated: 40 },
      { year: year - 1, batch: 2, type: types[1]!, count: 1000 * scale, notes: 'Urne in ceramica', activated: 20 },
      { year, batch: 1, type: types[2]!, count: 1000 * scale, notes: 'Linea Premium: convalida in sede', activated: 12 },
    ];
    // Funeral homes that are demo customers (valid partite IVA), so agents see their activations.
    const homes = await db
      .select({ name: customers.companyName, vat: customers.vatCode })
      .from(customers)
      .where(and(inArray(customers.id, customerIds.length ? customerIds : [0]), isNotNull(customers.vatCode)));
    const bytes = seededBytes(rng);
    for (const spec of jobsSpec) {
      const [job] = await db
        .insert(warrantyJobs)
        .values({
          year: spec.year,
          batch: spec.batch,
          typeId: spec.type.id,
          codesCount: spec.count,
          warrantiesCount: spec.count,
          notes: spec.notes,
          status: 'done',
          createdAt: new Date(`${spec.year}-0${spec.batch + 1}-10T09:00:00Z`),
          finishedAt: new Date(`${spec.year}-0${spec.batch + 1}-10T09:00:02Z`),
        })
        .returning();
      const codes = new Set<string>();
      while (codes.size < spec.count) codes.add(newWarrantyCode(bytes));
      const rows = [...codes].map((code, i) => {
        const home = homes.length && i < spec.activated ? homes[rng.int(0, homes.length - 1)]! : null;
        if (!home) return { code, jobId: job!.id, typeId: spec.type.id };
        const death = new Date(`${today}T12:00:00Z`);
        death.setUTCDate(death.getUTCDate() - rng.int(2, 300));
        const registered = new Date(death);
        registered.setUTCDate(registered.getUTCDate() + rng.int(1, 2));
        registered.setUTCHours(rng.int(7, 18), rng.int(0, 59));
        return {
          code,
          jobId: job!.id,
          typeId: spec.type.id,
          companyName: home.name,
          vatCode: home.vat,
          activatedAt: death.toISOString().slice(0, 10),
          registeredAt: registered,
          corpseLastName: lastName(rng),
          corpseFirstName: firstName(rng),
          ipAddress: `93.${rng.int(32, 63)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        };
      });
      for (let i = 0; i < rows.length; i += 2000) await db.insert(warranties).values(rows.slice(i, i + 2000));
    }
    await recountActivations(db);
  },
};
