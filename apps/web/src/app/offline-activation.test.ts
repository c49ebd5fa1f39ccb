import 'fake-indexeddb/auto';
import type { TSessionUser } from '@portale/contract/auth';
import type { TSyncCustomer } from '@portale/contract/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { offlineDbFor } from '../lib/offline/offline-db';
import { pendingActivation, withPendingActivation } from '../lib/offline/pending-activation';
import { activateOnDevice, OFFLINE_ACTIVATION_NEEDS_EMPTY_CART, replayPendingActivation } from './offline-activation';

const USER: TSessionUser = {
  id: 41,
  name: 'Agente Uno',
  email: 'agente1@example.com',
  external_id: 'A01',
  role: 'agent',
  profiles: [{ id: 3, external_id: 'A01', company_name: 'Agente Uno', sales_areas: [], customers_count: 2 }],
  discount_limit: null,
};

const customer = (id: number, extra: Partial<TSyncCustomer> = {}) =>
  ({ id, external_id: `C0${id}`, company_name: `Cliente ${id}`, price_list_id: 2, inactive: false, agent_codes: ['A01'], ...extra }) as TSyncCustomer;

async function withCopy(...customers: TSyncCustomer[]) {
  await offlineDbFor(USER.id).customers.bulkPut(customers);
}

afterEach(async () => {
  await offlineDbFor(USER.id).customers.clear();
  localStorage.clear();
});

describe("'Attiva' without network", () => {
  it("switches to a customer of the agent code from the device's copy and keeps the activation pending", async () => {
    await withCopy(customer(20));
    const current = await activateOnDevice(USER, { profile_external_id: 'A01', customer_id: 20 }, true);
    expect(current).toEqual({ profile: USER.profiles[0], customer: { id: 20, external_id: 'C020', company_name: 'Cliente 20', price_list_id: 2 } });
    expect(pendingActivation(USER.id)).toEqual({ input: { profile_external_id: 'A01', customer_id: 20 }, current });
    // The server's answer to user/current shows the device's choice until the server is told.
    const server = { user: USER, current: { profile: USER.profiles[0]!, customer: null } };
    expect(withPendingActivation(server).current).toEqual(current);
  });

  it('refuses with a cart still full, a customer of another code or not on the device, and an inactive customer', async () => {
    await withCopy(customer(20), customer(21, { agent_codes: ['A02'] }), customer(22, { inactive: true }));
    await expect(activateOnDevice(USER, { profile_external_id: 'A01', customer_id: 20 }, false)).rejects.toThrow(OFFLINE_ACTIVATION_NEEDS_EMPTY_CART);
    await expect(activateOnDevice(USER, { profile_external_id: 'A01', customer_id: 21 }, true)).rejects.toThrow('Cliente non presente nei dati del dispositivo');
    await expect(activateOnDevice(USER, { profile_external_id: 'A01', customer_id: 99 }, true)).rejects.toThrow('Cliente non presente nei dati del dispositivo');
    await expect(activateOnDevice(USER, { profile_external_id: 'A01', customer_id: 22 }, true)).rejects.toThrow('Il cliente non è attivo');
    await expect(activateOnDevice(USER, { profile_external_id: 'B07', customer_id: 20 }, true)).rejects.toThrow('Codice agente non trovato');
    expect(pendingActivation(USER.id)).toBeNull();
  });

  it('replays once the network is back: kept while there is no answer, dropped with the reason when refused', async () => {
    await withCopy(customer(20));
    await activateOnDevice(USER, { profile_external_id: 'A01', customer_id: 20 }, true);
    const offline = () => Promise.reject(new ApiError(0, 'Impossibile contattare il server', 'NETWORK'));
    await expect(replayPendingActivation(USER.id, offline)).rejects.toThrow('Impossibile contattare il server');
    expect(pendingActivation(USER.id)).not.toBeNull();
    const refused = () => Promise.reject(new ApiError(404, 'Cliente non trovato', 'NOT_FOUND'));
    await expect(replayPendingActivation(USER.id, refused)).resolves.toEqual({ refused: 'Cliente non trovato', name: 'Cliente 20' });
    expect(pendingActivation(USER.id)).toBeNull();
    await expect(replayPendingActivation(USER.id, refused)).resolves.toBeNull();
  });
});
