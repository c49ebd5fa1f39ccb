import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { forgetCopy, othersUnsentWork } from './device-copies';
import { offlineDbFor, offlineDbUsers } from './offline-db';
import { queueWrite } from './outbox';
import { saveBriefing } from './saved-briefings';
import type { TCustomerBriefing } from '@portale/contract/briefing';

const customer = (id: number) => ({ id, external_id: `C${id}`, company_name: `Cliente ${id}` }) as never;
const briefing = (id: number) => ({ customer: { id, password: 'x' } }) as unknown as TCustomerBriefing;

async function copyOf(userId: number, unsent: boolean) {
  const db = offlineDbFor(userId);
  await db.customers.put(customer(1));
  await saveBriefing(db, briefing(1));
  if (unsent) await queueWrite(userId, { key: `v-${userId}`, kind: 'visit', label: 'Visita a Cliente 1', input: {} });
}

describe('device copies (issue 53, point 10)', () => {
  it("after 'Esci' the copy goes; unsent work stays alone, and goes too on 'Cancella i dati da questo dispositivo'", async () => {
    await copyOf(3001, false);
    expect(await forgetCopy(3001)).toBe(0);
    expect(await offlineDbUsers()).not.toContain(3001);

    await copyOf(3002, true);
    expect(await forgetCopy(3002)).toBe(1);
    const db = offlineDbFor(3002);
    expect([await db.customers.count(), await db.briefings.count()]).toEqual([0, 0]);
    expect((await db.outbox.toArray()).map((i) => i.key)).toEqual(['v-3002']);

    expect(await forgetCopy(3002, { everything: true })).toBe(0);
    expect(await offlineDbUsers()).not.toContain(3002);
  });

  it("a user signing in: the others' copies with nothing unsent go; one with unsent work stays, and the user is told", async () => {
    await copyOf(3011, false);
    expect(await othersUnsentWork(3012)).toBe(false);
    expect(await offlineDbUsers()).not.toContain(3011);

    await copyOf(3013, true);
    expect(await othersUnsentWork(3014)).toBe(true);
    expect(await offlineDbFor(3013).customers.count()).toBe(0);
    expect(await offlineDbFor(3013).outbox.count()).toBe(1);
  });
});
