import { create } from 'zustand';
import { ApiError } from '../api-error';

/** Said when neither the server nor the device can answer. */
export const NO_DEVICE_COPY = 'Senza rete e senza una copia sul dispositivo: riprovare quando la rete torna';

/** Whether the last list shown came from the device's copy (the layout says so in its offline banner). */
export const useDeviceAnswers = create<{ fromDevice: boolean }>(() => ({ fromDevice: false }));

/**
 * The server's answer; without network (offline, or the server unreachable) the device copy's, so a list screen has
 * one code path whatever the network does. `device` answers undefined when the copy cannot serve the request (never
 * downloaded): then the network error stands. Any other error (403, 404, validation) is the server's and stands too,
 * and so does a refusal the device makes as the server would (an ApiError with a 4xx status).
 */
export async function serverOrDevice<T>(server: () => Promise<T>, device: () => Promise<T | undefined>): Promise<T> {
  if (navigator.onLine) {
    try {
      const answer = await server();
      useDeviceAnswers.setState({ fromDevice: false });
      return answer;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'NETWORK')) throw error;
      return fromDevice(device, error);
    }
  }
  return fromDevice(device, new ApiError(0, NO_DEVICE_COPY, 'NETWORK'));
}

async function fromDevice<T>(device: () => Promise<T | undefined>, failure: ApiError): Promise<T> {
  const answer = await device().catch((error: unknown) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    return undefined;
  });
  if (answer === undefined) throw failure;
  useDeviceAnswers.setState({ fromDevice: true });
  return answer;
}
