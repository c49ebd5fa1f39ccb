import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { beginDeviceSession, endDeviceSession } from '../../lib/offline/device-session';
import { offlineDbFor, type OutboxItem } from '../../lib/offline/offline-db';
import { queueWrite, sendOrQueue } from '../../lib/offline/outbox';
import { attemptOptions, HELD_CONFIRMED, HELD_DELETED, replayOutbox, runOutbox, settleHeldOrders } from './outbox-replay';
import { hopelessRefusal } from './refusals';

let user = 1000;
// Each test works for its own user, signed in on this page (a replay runs only in its author's session).
beforeEach(() => beginDeviceSession(user + 1));
const visit = (key: string) => ({ key, kind: 'visit' as const, label: `Visita ${key}`, input: { params: { id: 5 }, body: { notes: key } } });

/** A sender per kind that answers per key: an error to throw, or nothing (sent); records the keys it was given. */
function sender(outcomes: Record<string, Error | undefined>) {
  const calls: string[] = [];
  const send = async (item: OutboxItem) => {
    calls.push(item.key);
    const outcome = outcomes[item.key];
    if (outcome) throw outcome;
  };
  return { calls, send: { visit: send, note: send, order: send, quote: send } };
}

const states = async (userId: number) =>
  Object.fromEntries((await offlineDbFor(userId).outbox.toArray()).map((i) => [i.key, [i.state, i.error ?? null]]));

describe('replayOutbox', () => {
  it('sends oldest first; a refusal is parked with its reason, a network failure stays pending, and neither stops the rest', async () => {
    const userId = ++user;
    for (const key of ['a', 'b', 'c']) await queueWrite(userId, visit(key));
    const first = sender({ a: new ApiError(403, 'Cliente non associato al codice agente', 'FORBIDDEN'), b: new ApiError(0, 'Impossibile contattare il server', 'NETWORK') });
    expect(await replayOutbox(userId, first.send)).toEqual({ sent: 1, parked: 1, failed: 1 });
    expect(first.calls).toEqual(['a', 'b', 'c']);
    expect(await states(userId)).toEqual({
      a: ['review', 'Cliente non associato al codice agente'],
      b: ['pending', 'Impossibile contattare il server'],
      c: ['sent', null],
    });

    // The next run sends only what is still pending: a parked or sent item is never sent again.
    const second = sender({});
    expect(await replayOutbox(userId, second.send)).toEqual({ sent: 1, parked: 0, failed: 0 });
    expect(second.calls).toEqual(['b']);
  });

  it('retries a 409 (the same key still being recorded, e.g. by another tab), a 5xx and a 401 later', async () => {
    const userId = ++user;
    for (const key of ['x', 'y', 'z']) await queueWrite(userId, visit(key));
    const run = sender({ x: new ApiError(409, 'Registrazione già in corso', 'CONFLICT'), y: new ApiError(503, 'Non disponibile', 'SERVICE_UNAVAILABLE'), z: new ApiError(401, 'Sessione scaduta', 'UNAUTHORIZED') });
    expect(await replayOutbox(userId, run.send)).toEqual({ sent: 0, parked: 0, failed: 3 });
    expect(Object.values(await states(userId)).map(([state]) => state)).toEqual(['pending', 'pending', 'pending']);
  });

  it('gives up an attempt that never answers (timed out) with an Italian reason, keeping it pending, and goes on', async () => {
    const userId = ++user;
    await queueWrite(userId, visit('slow'));
    await queueWrite(userId, visit('fast'));
    const run = sender({ slow: new DOMException('signal timed out', 'TimeoutError') });
    expect(await replayOutbox(userId, run.send)).toEqual({ sent: 1, parked: 0, failed: 1 });
    expect(await states(userId)).toEqual({ slow: ['pending', 'Il server non ha risposto in tempo: nuovo tentativo più tardi'], fast: ['sent', null] });
  });

  it('skips an item another tab sent after this run read the list', async () => {
    const userId = ++user;
    await queueWrite(userId, visit('p'));
    await queueWrite(userId, visit('q'));
    const db = offlineDbFor(userId);
    const calls: string[] = [];
    const send = async (item: OutboxItem) => {
      calls.push(item.key);
      // While 'p' is being sent, the other tab finishes 'q'.
      if (item.key === 'p') await db.outbox.update('q', { state: 'sent' });
    };
    await replayOutbox(userId, { visit: send, note: send, order: send, quote: send });
    expect(calls).toEqual(['p']);
  });

  it('parks an order the server held for its prices, with the message and the differences', async () => {
    const userId = ++user;
    await queueWrite(userId, { key: 'o1', kind: 'order', label: 'Ordine per Rossi', input: {} });
    const held = { cart_id: 7, differences: [{ product_id: 3, description: 'COF-001 — Cofano', seen: 100, now: 110 }] };
    const refuse = async () => ({ parked: { error: 'Ordine non inviato: 1 prezzo cambiato', held } });
    expect(await replayOutbox(userId, { visit: refuse, note: refuse, order: refuse, quote: refuse })).toEqual({ sent: 0, parked: 1, failed: 0 });
    expect(await offlineDbFor(userId).outbox.get('o1')).toMatchObject({ state: 'review', error: 'Ordine non inviato: 1 prezzo cambiato', held });
  });

  it('records a quote the server saved at other prices as sent, with what changed', async () => {
    const userId = ++user;
    await queueWrite(userId, { key: 'q1', kind: 'quote', label: 'Preventivo «Rossi»', input: {} });
    const repriced = [{ product_id: 3, description: 'COF-001 — Cofano', seen: 100, now: 110 }];
    const saved = async () => ({ sent: { repriced } });
    expect(await replayOutbox(userId, { visit: saved, note: saved, order: saved, quote: saved })).toEqual({ sent: 1, parked: 0, failed: 0 });
    expect(await offlineDbFor(userId).outbox.get('q1')).toMatchObject({ state: 'sent', repriced });
  });
});

describe('replayOutbox across a hand-over (issue 53, point 2)', () => {
  it("stops when the author logs out mid-run and another user signs in: nothing more is sent, the author's items stay pending for him", async () => {
    const a = ++user;
    await queueWrite(a, visit('v1'));
    await queueWrite(a, visit('v2'));
    const calls: string[] = [];
    const b = a + 500;
    const send = async (item: OutboxItem, _userId: number, signal: AbortSignal) => {
      calls.push(item.key);
      // While v1 is on its way, A taps 'Esci' and B signs in on the same tab: v1's request is aborted.
      endDeviceSession();
      beginDeviceSession(b);
      signal.throwIfAborted();
    };
    expect(await replayOutbox(a, { visit: send, note: send, order: send, quote: send })).toEqual({ sent: 0, parked: 0, failed: 0 });
    expect(calls).toEqual(['v1']);
    const items = await offlineDbFor(a).outbox.toArray();
    expect(items.map((i) => [i.key, i.state, i.attempts, i.author])).toEqual([
      ['v1', 'pending', 0, a],
      ['v2', 'pending', 0, a],
    ]);
    // B's replay never reads A's items.
    expect(await replayOutbox(b, { visit: send, note: send, order: send, quote: send })).toEqual({ sent: 0, parked: 0, failed: 0 });
    expect(calls).toEqual(['v1']);
  });

  it('sends nothing for a user whose session is not the current one', async () => {
    const a = ++user;
    await queueWrite(a, visit('w1'));
    endDeviceSession();
    const run = sender({});
    expect(await replayOutbox(a, run.send)).toEqual({ sent: 0, parked: 0, failed: 0 });
    expect(run.calls).toEqual([]);
  });

  it("every attempt declares its author (X-Author-Id) beside its key, and carries the session's signal", async () => {
    const a = ++user;
    await queueWrite(a, visit('h1'));
    const [item] = await offlineDbFor(a).outbox.toArray();
    const controller = new AbortController();
    const options = attemptOptions(item!, a, controller.signal);
    expect(options.headers).toEqual({ 'Idempotency-Key': 'h1', 'X-Author-Id': String(a) });
    controller.abort();
    expect(options.signal.aborted).toBe(true);
  });

  it("each text of a customer's note is its own request: the note's entry is replaced, its Idempotency-Key is not reused", async () => {
    const a = ++user;
    const note = (text: string) => ({ key: 'note-7', kind: 'note' as const, label: 'Nota su Rossi', input: { params: { id: 7 }, body: { note: text } } });
    await queueWrite(a, note('prima'));
    const [first] = await offlineDbFor(a).outbox.toArray();
    await queueWrite(a, note('seconda'));
    const [second] = await offlineDbFor(a).outbox.toArray();
    const keyOf = (item: typeof first) => attemptOptions(item!, a, new AbortController().signal).headers['Idempotency-Key'];
    // The server records a key's request for good: the second text under the first text's key would be refused.
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(keyOf(second)).toMatch(/^note-7:/);
  });

  it("one user's run in flight does not stand for another user's (no run shared across users)", async () => {
    const a = ++user;
    const b = ++user;
    await queueWrite(b, visit('b1'));
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    await queueWrite(a, visit('a1'));
    const slow = async () => blocked;
    const first = runOutbox(a, { visit: slow, note: slow, order: slow, quote: slow });
    endDeviceSession();
    beginDeviceSession(b);
    const run = sender({});
    const second = await runOutbox(b, run.send);
    expect(run.calls).toEqual(['b1']);
    expect(second).toEqual({ sent: 1, parked: 0, failed: 0 });
    release();
    await first;
  });
});

describe('an entry replaced while its predecessor is being sent (issue 53, point 7)', () => {
  it('is not marked sent by the send of its predecessor: the new text stays pending and goes next time', async () => {
    const a = ++user;
    const note = (text: string) => ({ key: 'note-5', kind: 'note' as const, label: 'Nota su Rossi', input: { params: { id: 5 }, body: { note: text } } });
    await queueWrite(a, note('prima'));
    const bodies: string[] = [];
    const send = async (item: OutboxItem) => {
      bodies.push((item.input as { body: { note: string } }).body.note);
      // The agent edits the note again while the first text is on its way.
      if (bodies.length === 1) await queueWrite(a, note('seconda'));
    };
    await replayOutbox(a, { visit: send, note: send, order: send, quote: send });
    expect(await offlineDbFor(a).outbox.get('note-5')).toMatchObject({ state: 'pending', input: { body: { note: 'seconda' } } });
    await replayOutbox(a, { visit: send, note: send, order: send, quote: send });
    expect(bodies).toEqual(['prima', 'seconda']);
    expect(await offlineDbFor(a).outbox.get('note-5')).toMatchObject({ state: 'sent' });
  });
});

describe('sendOrQueue', () => {
  it('queues the write with its key when the network does not answer, and lets any server answer stand', async () => {
    const userId = ++user;
    const noNetwork = () => Promise.reject(new ApiError(0, 'Impossibile contattare il server', 'NETWORK'));
    expect(await sendOrQueue(userId, visit('k1'), noNetwork)).toBe('queued');
    expect(await sendOrQueue(userId, visit('k2'), () => Promise.resolve())).toBe('sent');
    const refused = () => Promise.reject(new ApiError(422, 'Data non valida', 'VALIDATION_FAILED'));
    await expect(sendOrQueue(userId, visit('k3'), refused)).rejects.toThrow('Data non valida');
    expect(await states(userId)).toEqual({ k1: ['pending', null] });
  });
});

describe('AUTHOR_MISMATCH', () => {
  it("stops the run and keeps the item pending: the server's session is another user's", async () => {
    const a = ++user;
    await queueWrite(a, visit('m1'));
    await queueWrite(a, visit('m2'));
    const run = sender({ m1: new ApiError(409, 'Elemento di un altro utente', 'AUTHOR_MISMATCH') });
    expect(await replayOutbox(a, run.send)).toEqual({ sent: 0, parked: 0, failed: 0 });
    expect(run.calls).toEqual(['m1']);
    expect(Object.values(await states(a)).map(([state]) => state)).toEqual(['pending', 'pending']);
  });
});

describe('settleHeldOrders (issue 53, point 17)', () => {
  it('closes a held order whose temporary order was confirmed or deleted elsewhere; one still there stays to review', async () => {
    const a = ++user;
    const db = offlineDbFor(a);
    for (const [key, cart_id] of [['h-confirmed', 1], ['h-deleted', 2], ['h-held', 3]] as const) {
      await queueWrite(a, { key, kind: 'order', label: key, input: {} });
      await db.outbox.update(key, { state: 'review', held: { cart_id, differences: [] } });
    }
    const fates = { 1: 'confirmed', 2: 'deleted', 3: 'held' } as const;
    expect(await settleHeldOrders(a, async (id) => fates[id as 1 | 2 | 3])).toBe(2);
    expect((await db.outbox.toArray()).map((i) => [i.key, i.state, i.resolution ?? null])).toEqual([
      ['h-confirmed', 'sent', HELD_CONFIRMED],
      ['h-deleted', 'sent', HELD_DELETED],
      ['h-held', 'review', null],
    ]);
  });
});

describe('a stale note (issue 53, point 7)', () => {
  it('is parked for review with the text saved elsewhere, never retried as is', async () => {
    const a = ++user;
    await queueWrite(a, { key: 'note-9', kind: 'note', label: 'Nota su Rossi', input: { params: { id: 9 }, body: { note: 'mia', base_version: 1 } } });
    const conflict = new ApiError(409, 'Nota modificata altrove', 'NOTE_CONFLICT', [], { success: false, code: 'NOTE_CONFLICT', message: 'Nota modificata altrove', current_note: { content: 'altra', version: 2 } });
    const run = sender({ 'note-9': conflict });
    expect(await replayOutbox(a, run.send)).toEqual({ sent: 0, parked: 1, failed: 0 });
    expect(await offlineDbFor(a).outbox.get('note-9')).toMatchObject({ state: 'review', code: 'NOTE_CONFLICT', conflict: { content: 'altra', version: 2 } });
  });
});

describe("the concrete refusals of point 16 (issue 53), as the server words them", () => {
  it("are parked 'Da rivedere' with the server's code and reason, never retried, and each says whether 'Riprova' can work", async () => {
    const userId = ++user;
    const refusals: Record<string, ApiError> = {
      // The customer moved to another agent code: the same request can never succeed.
      moved: new ApiError(404, 'Cliente non trovato', 'NOT_FOUND'),
      movedVisit: new ApiError(403, 'Cliente non associato al codice agente', 'FORBIDDEN'),
      inactive: new ApiError(400, 'Il cliente non è attivo: impossibile inviare l’ordine', 'BAD_REQUEST'),
      list: new ApiError(400, 'Il listino del cliente è disattivato: impossibile inviare l’ordine. Rivolgersi all’amministratore', 'BAD_REQUEST'),
      // A quote written more than 30 days before it arrives, with a validity now past: a new date is needed.
      validity: new ApiError(400, 'La data di validità del preventivo è passata e il preventivo è stato scritto più di 30 giorni fa: sceglierne una nuova', 'BAD_REQUEST'),
    };
    for (const key of Object.keys(refusals)) await queueWrite(userId, { ...visit(key), kind: key === 'validity' ? 'quote' : key === 'movedVisit' ? 'visit' : 'order' });
    const run = sender(refusals);
    expect(await replayOutbox(userId, run.send)).toEqual({ sent: 0, parked: 5, failed: 0 });
    expect(await replayOutbox(userId, run.send)).toEqual({ sent: 0, parked: 0, failed: 0 });
    expect(run.calls).toHaveLength(5);
    const items = Object.fromEntries((await offlineDbFor(userId).outbox.toArray()).map((i) => [i.key, i]));
    for (const [key, error] of Object.entries(refusals)) expect(items[key]).toMatchObject({ state: 'review', code: error.code, error: error.message });
    expect(hopelessRefusal(items.moved!)).toMatch(/spostato a un altro codice agente.*riprovare non servirà/);
    expect(hopelessRefusal(items.movedVisit!)).toMatch(/riprovare non servirà/);
    expect(hopelessRefusal(items.inactive!)).toMatch(/cliente è disattivato.*riattivato/);
    expect(hopelessRefusal(items.list!)).toMatch(/listino del cliente è disattivato/);
    // Reopened into the cart, a new 'Valido fino al' makes it go: no hopeless note.
    expect(hopelessRefusal(items.validity!)).toBeNull();
  });
});
