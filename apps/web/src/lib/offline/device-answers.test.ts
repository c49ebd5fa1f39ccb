import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { NO_DEVICE_COPY, serverOrDevice, useDeviceAnswers } from './device-answers';
import { rememberedSession, rememberSession } from './remembered-session';

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
afterEach(() => {
  vi.restoreAllMocks();
  useDeviceAnswers.setState({ fromDevice: false });
});

describe('serverOrDevice', () => {
  it("answers the server's list when it answers, and the device's copy when there is no answer at all", async () => {
    online(true);
    expect(await serverOrDevice(async () => 'server', async () => 'device')).toBe('server');
    expect(useDeviceAnswers.getState().fromDevice).toBe(false);
    const unreachable = () => Promise.reject(new ApiError(0, 'Impossibile contattare il server', 'NETWORK'));
    expect(await serverOrDevice(unreachable, async () => 'device')).toBe('device');
    expect(useDeviceAnswers.getState().fromDevice).toBe(true);
  });

  it("never widens what the server refused: its 403 stands, whatever the copy holds", async () => {
    online(true);
    const refused = () => Promise.reject(new ApiError(403, 'Accesso negato', 'FORBIDDEN'));
    await expect(serverOrDevice(refused, async () => 'device')).rejects.toMatchObject({ status: 403 });
  });

  it("offline: a refusal the device makes as the server would (4xx) stands; any other failure of the copy reads as no copy", async () => {
    online(false);
    const mixed = () => Promise.reject(new ApiError(400, 'I prodotti scelti sono di clienti diversi', 'BAD_REQUEST'));
    await expect(serverOrDevice(async () => 'server', mixed)).rejects.toMatchObject({ status: 400, message: 'I prodotti scelti sono di clienti diversi' });
    await expect(serverOrDevice(async () => 'server', () => Promise.reject(new Error('IndexedDB chiuso')))).rejects.toThrow(NO_DEVICE_COPY);
  });

  it('offline: reads the copy without trying the server; without a copy, says so in Italian', async () => {
    online(false);
    const server = vi.fn(async () => 'server');
    expect(await serverOrDevice(server, async () => 'device')).toBe('device');
    expect(server).not.toHaveBeenCalled();
    await expect(serverOrDevice(server, async () => undefined)).rejects.toMatchObject({ code: 'NETWORK', message: NO_DEVICE_COPY });
  });
});

describe('remembered session', () => {
  const session = (role: string) => ({
    user: { id: 7, name: 'Mario Rossi', email: 'agente1@example.com', external_id: null, role, profiles: [], discount_limit: null },
    current: { profile: null, customer: null },
  });

  it("keeps an agent's session, never an administrator's, and forgets it on request", () => {
    rememberSession(session('agent'));
    expect(rememberedSession()?.user.id).toBe(7);
    rememberSession(session('admin'));
    expect(rememberedSession()).toBeNull();
    rememberSession(session('agent'));
    rememberSession(null);
    expect(rememberedSession()).toBeNull();
  });

  it('ignores what does not parse (another version of the portal, a hand edit)', () => {
    localStorage.setItem('portale-offline-session', '{"user":42}');
    expect(rememberedSession()).toBeNull();
    localStorage.setItem('portale-offline-session', 'non json');
    expect(rememberedSession()).toBeNull();
  });
});
