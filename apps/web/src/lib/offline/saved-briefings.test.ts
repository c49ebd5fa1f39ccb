import 'fake-indexeddb/auto';
import type { TCustomerBriefing } from '@portale/contract/briefing';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb } from './offline-db';
import { saveBriefing, savedBriefing } from './saved-briefings';

let db: OfflineDb;
afterEach(async () => {
  await db.delete();
});

const briefing = (id: number) => ({ customer: { id, company_name: `Cliente ${id}`, password: 'c2VncmV0bw==' }, today: '2026-11-26' }) as unknown as TCustomerBriefing;

describe('saved briefings', () => {
  it('keeps the last answer per customer without the access password, with when it was seen', async () => {
    db = new OfflineDb('briefings-1');
    expect(await savedBriefing(db, 5)).toBeUndefined();
    const before = Date.now();
    await saveBriefing(db, briefing(5));
    const saved = (await savedBriefing(db, 5))!;
    expect(saved.customer).toMatchObject({ id: 5, company_name: 'Cliente 5', password: null });
    expect(saved.saved_at).toBeGreaterThanOrEqual(before);
  });

  it('keeps the 200 most recently seen', async () => {
    db = new OfflineDb('briefings-2');
    for (let id = 1; id <= 203; id++) await saveBriefing(db, briefing(id));
    expect(await db.briefings.count()).toBe(200);
    expect(await savedBriefing(db, 1)).toBeUndefined();
    expect(await savedBriefing(db, 203)).toBeDefined();
  });
});
